import { ExternalLink, Star } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_FEATURE_COUNT } from '@shared/constants';
import { headAndRest } from '@shared/labels';
import type { ToolResponse } from '@shared/tools';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { safeHttpUrl } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TOOLS_MESSAGES as M } from '../messages';
import { PricingBadge } from './pricing-badge';

/**
 * A tool in a list: 3 key features (or alternatives when it has none) then '+N' (SPEC §9).
 * Members open the detail page; on the public showcase the card links to the tool's website.
 */
export function ToolCard({
  tool,
  linkTo = 'detail',
}: {
  tool: ToolResponse;
  linkTo?: 'detail' | 'website';
}) {
  const chips = tool.keyFeatures.length > 0 ? tool.keyFeatures : tool.alternatives;
  const { head, rest } = headAndRest(chips, CARD_FEATURE_COUNT);
  const website = safeHttpUrl(tool.website);
  const title =
    linkTo === 'detail' ? (
      <Link to={paths.tool(tool.id)} className="after:absolute after:inset-0 hover:text-brand-700">
        {tool.name}
      </Link>
    ) : website ? (
      <a
        href={website}
        target="_blank"
        rel="noopener noreferrer"
        className="after:absolute after:inset-0 hover:text-brand-700"
      >
        {tool.name} <ExternalLink className="inline h-3.5 w-3.5" aria-label={M.opensInNewTab} />
      </a>
    ) : (
      tool.name
    );

  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        {tool.category && <Badge tone="brand">{tool.category}</Badge>}
        <PricingBadge pricing={tool.pricing} />
        {tool.rating !== null && (
          <span
            className="ml-auto inline-flex items-center gap-1 text-xs text-slate-600"
            aria-label={M.ratingLabel(tool.rating)}
          >
            <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            {tool.rating.toFixed(1)}
          </span>
        )}
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {tool.mainFunction && (
        <p className="line-clamp-2 text-sm text-slate-600">{tool.mainFunction}</p>
      )}
      {head.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={M.keyFeatures}>
          {head.map((chip) => (
            <li key={chip}>
              <Badge>{chip}</Badge>
            </li>
          ))}
          {rest > 0 && (
            <li>
              <Badge tone="neutral" className="bg-slate-200">
                {M.more(rest)}
              </Badge>
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}
