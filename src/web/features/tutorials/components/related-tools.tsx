import { Star } from 'lucide-react';
import { pricingLabel } from '@shared/labels';
import type { RelatedTool } from '@shared/tutorials';
import { LinkCard, RelatedSection } from '../../../components/related-links';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../lib/paths';
import { TUTORIALS_MESSAGES as M } from '../messages';
import { CategoryBadge } from '../../../components/category-look';

/** Up to 3 tools of the tutorial's category (docs/product.md#tutorials), each opening /tools/{id}. */
export function RelatedTools({ tools }: { tools: RelatedTool[] }) {
  return (
    <RelatedSection id="related-tools-heading" title={M.relatedTools} items={tools}>
      {(tool) => (
        <LinkCard to={paths.tool(tool.id)} title={tool.name}>
          {tool.mainFunction && (
            <p className="line-clamp-2 text-sm text-slate-600">{tool.mainFunction}</p>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={tool.category} />
            <Badge>{pricingLabel(tool.pricing)}</Badge>
            {tool.rating !== null && (
              <span className="ml-auto inline-flex items-center gap-1 text-xs text-slate-600">
                <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                <span aria-hidden="true">{tool.rating.toFixed(1)}</span>
                <span className="sr-only">{M.ratingLabel(tool.rating)}</span>
              </span>
            )}
          </div>
        </LinkCard>
      )}
    </RelatedSection>
  );
}
