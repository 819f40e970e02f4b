import { CheckCircle2, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

/** A titled section of the public pages (/landing, /affiliates). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Cards of [title, text] pairs, each with its icon (the first icon when there are fewer). */
export function FeatureCards({
  id,
  title,
  items,
  icons,
  className,
}: {
  id: string;
  title: string;
  items: readonly (readonly [string, string])[];
  icons: readonly [LucideIcon, ...LucideIcon[]];
  className?: string;
}) {
  return (
    <Section id={id} title={title}>
      <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
        {items.map(([heading, body], i) => {
          const Icon = icons[i] ?? icons[0];
          return (
            <li key={heading}>
              <Card className="h-full p-5">
                <Icon className="mb-3 h-7 w-7 text-brand-600" aria-hidden="true" />
                <h3 className="font-semibold text-slate-900">{heading}</h3>
                <p className="text-sm text-slate-600">{body}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A list of short reasons, each after a tick. */
export function CheckList({
  id,
  title,
  items,
  className,
}: {
  id: string;
  title: string;
  items: readonly string[];
  className?: string;
}) {
  return (
    <Section id={id} title={title}>
      <ul className={cn('grid gap-3', className)}>
        {items.map((text) => (
          <li key={text} className="flex gap-3 text-slate-700">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * A public page's opening: a badge (not on phones when `compact`, so what follows stays on the
 * first screen), the page's h1, a line of text and its call-to-action buttons.
 */
export function Hero({
  id,
  badge,
  title,
  body,
  compact = false,
  className,
  children,
}: {
  id: string;
  badge: string;
  title: string;
  body: string;
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <p
        className={cn(
          'inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900',
          compact && 'max-sm:hidden',
        )}
      >
        <Sparkles className="h-4 w-4" aria-hidden="true" /> {badge}
      </p>
      <h1 id={id} className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        {title}
      </h1>
      <p className="max-w-2xl text-base text-slate-700 sm:text-lg">{body}</p>
      <div className="flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

/** The call-to-action again at the foot of a public page, for a visitor who read it all. */
export function ClosingCall({
  title,
  body,
  dark = false,
  children,
}: {
  title: string;
  body: string;
  dark?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="closing-title"
      className={cn(
        'flex flex-col gap-4 rounded-2xl p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8',
        dark ? 'bg-brand-deep text-white' : 'border border-brand-100 bg-surface',
      )}
    >
      <div>
        <h2 id="closing-title" className={cn('text-2xl font-bold', !dark && 'text-slate-900')}>
          {title}
        </h2>
        <p className={cn('mt-1', dark ? 'text-white/80' : 'text-slate-600')}>{body}</p>
      </div>
      {children}
    </section>
  );
}
