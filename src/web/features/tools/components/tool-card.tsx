import { memo } from 'react';
import { ExternalLink, Star } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_FEATURE_COUNT } from '@shared/constants';
import type { ToolCard as ToolCardData } from '@shared/tools';
import { BadgeList } from '../../../components/badge-list';
import { Card } from '../../../components/ui/card';
import { httpUrlOrNull } from '@shared/urls';
import { paths } from '../../../lib/paths';
import { TOOLS_MESSAGES as M } from '../messages';
import { PricingBadge } from '../../../components/pricing-badge';
import { CardSaveAction } from '../../../components/item-actions';
import { CategoryBadge, ToolLogo } from '../../../components/category-look';

/**
 * A tool in a list: 3 key features (or alternatives when it has none) then '+N' (docs/product.md#tools).
 * Members open the detail page; on the public showcase the card links to the tool's website.
 */
function ToolCardView({
  tool,
  linkTo = 'detail',
  heading: Heading = 'h2',
}: {
  tool: ToolCardData;
  linkTo?: 'detail' | 'website';
  /** h3 where the cards sit under a section's own h2 (similar tools). */
  heading?: 'h2' | 'h3';
}) {
  const chips = tool.keyFeatures.length > 0 ? tool.keyFeatures : tool.alternatives;
  const website = httpUrlOrNull(tool.website);
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
        <CategoryBadge category={tool.category} />
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
      {/* The toggle follows the title, so the card's link stays its first control. */}
      <div className="flex items-center gap-3">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} category={tool.category} />
        <Heading className="mr-auto min-w-0 text-lg font-semibold text-slate-900 wrap-anywhere">
          {title}
        </Heading>
        {linkTo === 'detail' && (
          <CardSaveAction itemType="tool" itemId={tool.id} itemName={tool.name} />
        )}
      </div>
      {tool.mainFunction && (
        <p className="line-clamp-2 text-sm text-slate-600">{tool.mainFunction}</p>
      )}
      <BadgeList
        items={chips}
        max={CARD_FEATURE_COUNT}
        label={M.keyFeatures}
        more={M.more}
        className="mt-auto"
      />
    </Card>
  );
}

// Not rendered again while its tool is the same (docs/architecture.md#first-paint).
export const ToolCard = memo(ToolCardView);
