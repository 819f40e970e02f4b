import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { httpUrlOrNull } from '@shared/urls';
import { cn } from '../lib/cn';
import { CHROME_MESSAGES } from './messages';
import { buttonClass, type ButtonStyle } from './ui/button';

/**
 * A button-styled link to an outside site (docs/product.md#roles-and-access "External": the order form, the affiliate
 * portal, the chat group): a new tab, handing it neither this page nor the referrer, and said so
 * to screen readers. Until the address is known (site settings still loading) it does nothing.
 */
export function ExternalLinkButton({
  href,
  children,
  ...style
}: { href: string | undefined; children: ReactNode } & ButtonStyle) {
  const url = httpUrlOrNull(href);
  return (
    <a
      href={url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={!url}
      className={buttonClass(style)}
    >
      {children}
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only"> {CHROME_MESSAGES.newTab}</span>
    </a>
  );
}

/** The same outside link as underlined text inside a sentence or a card. */
export function ExternalTextLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        // 44 px high on a phone: a link of its own line, not a word in a sentence (issue 32).
        'inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline sm:min-h-0',
        className,
      )}
    >
      {children} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only"> {CHROME_MESSAGES.newTab}</span>
    </a>
  );
}
