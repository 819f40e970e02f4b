import { CheckCircle2, ExternalLink, Star } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { safeHttpUrl } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTool } from '../api/get-tool';
import { PricingBadge } from '../components/pricing-badge';
import { ToolCard } from '../components/tool-card';
import { TOOLS_MESSAGES as M } from '../messages';

const backToTools = <BackLink to={paths.tools} label={M.backToTools} />;

export default function ToolDetailPage() {
  const { id = '' } = useParams();
  const query = useTool(id);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <EmptyState title={missing ? M.notFound : M.loadFailed}>{backToTools}</EmptyState>;
  }

  const { tool, similar } = query.data;
  const website = safeHttpUrl(tool.website);
  return (
    <article className="space-y-6">
      {backToTools}
      <Card className="p-6 sm:p-8">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {tool.category && <Badge tone="brand">{tool.category}</Badge>}
          <PricingBadge pricing={tool.pricing} />
          {tool.rating !== null && (
            <Badge tone="amber" aria-label={M.ratingLabel(tool.rating)}>
              <Star className="mr-1 h-3.5 w-3.5 fill-amber-500 text-amber-500" aria-hidden="true" />
              {M.rating(tool.rating)}
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold text-slate-900">{tool.name}</h1>
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
            <ul className="flex flex-wrap gap-2">
              {tool.alternatives.map((a) => (
                <li key={a}>
                  <Badge>{a}</Badge>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-3 text-xl font-semibold">
            {M.similar}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((s) => (
              <li key={s.id}>
                <ToolCard tool={s} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
