import { ExternalLink } from 'lucide-react';
import type { TutorialResource } from '@shared/tutorials';
import { Card } from '../../../components/ui/card';
import { httpUrlOrNull } from '@shared/urls';
import { TUTORIALS_MESSAGES as M } from '../messages';

/** Further reading; each opens in a new tab, and only http(s) links are shown (docs/decisions/023-links-http-pictures-https.md). */
export function TutorialResources({ resources }: { resources: TutorialResource[] }) {
  const links = resources.flatMap((r) => {
    const url = httpUrlOrNull(r.url);
    return url ? [{ title: r.title || url, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Card className="h-fit p-6">
      <h2 id="resources-heading" className="mb-3 text-lg font-semibold">
        {M.resources}
      </h2>
      <ul className="space-y-2" aria-labelledby="resources-heading">
        {links.map((link, i) => (
          <li key={i}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 break-words text-brand-700 hover:underline sm:min-h-0 sm:items-start"
            >
              <ExternalLink className="h-4 w-4 shrink-0 sm:mt-0.5" aria-hidden="true" />
              <span>
                {link.title}
                <span className="sr-only"> {M.opensInNewTab}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
