import { ExternalLink, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD_FEATURE_COUNT } from '@shared/constants';
import type { ToolResponse } from '@shared/tools';
import { httpUrlOrNull } from '@shared/urls';
import { PricingBadge } from '../../../components/pricing-badge';
import { BadgeList } from '../../../components/badge-list';
import { AdminCard } from '../../../admin/components/admin-card';
import { TOOLS_ADMIN_MESSAGES as M } from './messages';

/** docs/product.md#admin-panel: the admin tool card shows 3 lines of description and 3 features, then '+N'. */
export function AdminToolCard({ tool, actions }: { tool: ToolResponse; actions: ReactNode }) {
  const website = httpUrlOrNull(tool.website);
  return (
    <AdminCard
      category={tool.category}
      badges={
        <>
          <PricingBadge pricing={tool.pricing} />
          {tool.rating !== null && (
            <span className="ml-auto inline-flex items-center gap-1 text-xs text-slate-600">
              <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              {M.rating(tool.rating)}
            </span>
          )}
        </>
      }
      title={
        <>
          {tool.name}
          {website && (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-slate-500 hover:text-brand-700"
              aria-label={M.visitWebsite(tool.name)}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </a>
          )}
        </>
      }
      titleClassName="flex items-center gap-1.5"
      actions={actions}
    >
      {tool.mainFunction && (
        <p className="text-sm font-medium text-slate-700">{tool.mainFunction}</p>
      )}
      {tool.description && (
        <p className="line-clamp-3 text-sm text-slate-600">{tool.description}</p>
      )}
      <BadgeList
        label={M.keyFeatures}
        items={tool.keyFeatures}
        max={CARD_FEATURE_COUNT}
        more={M.more}
      />
    </AdminCard>
  );
}
