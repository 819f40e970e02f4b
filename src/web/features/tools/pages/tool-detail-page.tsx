import { CheckCircle2, ExternalLink, Star } from 'lucide-react';
import { ItemQueryView } from '../../../components/item-query-view';
import { useParams } from 'react-router';
import type { ToolDetailResponse } from '@shared/tools';
import { BackLink } from '../../../components/back-link';
import { DetailItemControls, usePreloadPart } from '../../../components/item-actions';
import { RelatedLinks, RelatedSection } from '../../../components/related-links';
import { ToolChips } from '../../../components/tool-chip';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { httpUrlOrNull } from '@shared/urls';
import { paths } from '../../../lib/paths';
import { useTool } from '../api/get-tool';
import { PricingBadge } from '../../../components/pricing-badge';
import { ToolCard } from '../components/tool-card';
import { TOOLS_MESSAGES as M } from '../messages';
import { CategoryBadge, ToolLogo } from '../../../components/category-look';

const backToTools = () => <BackLink to={paths.tools} label={M.backToTools} />;

export default function ToolDetailPage() {
  const { id = '' } = useParams();
  usePreloadPart('DetailControls');
  const query = useTool(id);
  return (
    <ItemQueryView
      query={query}
      notFound={M.notFound}
      loadFailed={M.loadFailed}
      back={backToTools()}
    >
      {(data) => <ToolDetail {...data} />}
    </ItemQueryView>
  );
}

function ToolDetail({ tool, similar, tutorials, workflows }: ToolDetailResponse) {
  const website = httpUrlOrNull(tool.website);
  return (
    <article className="space-y-6">
      {backToTools()}
      <Card className="p-6 sm:p-8">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <CategoryBadge category={tool.category} />
          <PricingBadge pricing={tool.pricing} />
          {tool.rating !== null && (
            <Badge tone="amber" aria-label={M.ratingLabel(tool.rating)}>
              <Star className="mr-1 h-3.5 w-3.5 fill-amber-500 text-amber-500" aria-hidden="true" />
              {M.rating(tool.rating)}
            </Badge>
          )}
        </div>
        <div className="flex items-center gap-4">
          <ToolLogo name={tool.name} logoUrl={tool.logoUrl} category={tool.category} size="lg" />
          <h1 className="min-w-0 text-3xl font-bold text-slate-900 wrap-anywhere">{tool.name}</h1>
        </div>
        {tool.mainFunction && <p className="mt-2 text-lg text-slate-600">{tool.mainFunction}</p>}
        {website && (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ className: 'mt-5' })}
          >
            {M.visitWebsite} <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{M.opensInNewTab}</span>
          </a>
        )}
        <DetailItemControls itemType="tool" itemId={tool.id} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {tool.description && (
            <Card className="p-6">
              <h2 className="mb-2 text-lg font-semibold">{M.description}</h2>
              <p className="whitespace-pre-line text-slate-700">{tool.description}</p>
            </Card>
          )}
          {tool.keyFeatures.length > 0 && (
            <Card className="p-6">
              <h2 className="mb-3 text-lg font-semibold">{M.keyFeatures}</h2>
              <ul className="space-y-2">
                {tool.keyFeatures.map((f) => (
                  <li key={f} className="flex gap-2 text-slate-700">
                    <CheckCircle2
                      className="mt-0.5 h-5 w-5 shrink-0 text-emerald-500"
                      aria-hidden="true"
                    />{' '}
                    {f}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
        {tool.alternatives.length > 0 && (
          <Card className="h-fit p-6">
            <h2 className="mb-3 text-lg font-semibold">{M.alternatives}</h2>
            <ToolChips names={tool.alternatives} label={M.alternatives} />
          </Card>
        )}
      </div>

      <RelatedLinks
        id="related-workflows"
        title={M.relatedWorkflows}
        items={workflows}
        href={paths.workflow}
      />
      <RelatedLinks
        id="related-tutorials"
        title={M.relatedTutorials}
        items={tutorials}
        href={paths.tutorial}
      />
      <RelatedSection id="similar-heading" title={M.similar} items={similar}>
        {(s) => <ToolCard tool={s} heading="h3" />}
      </RelatedSection>
    </article>
  );
}
