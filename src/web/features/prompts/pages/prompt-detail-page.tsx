import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { EmptyState } from '../../../components/empty-state';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePrompt } from '../api/get-prompt';
import { PromptDetails } from '../components/prompt-details';
import { PAGE_LABELS, PROMPTS_MESSAGES as M } from '../messages';
import { DetailSkeleton } from '../../../components/ui/detail-skeleton';
import { OfflineNotice, waitsForConnection } from '../../../components/offline-notice';

const back = () => (
  <Link to={paths.prompts} className={buttonClass({ variant: 'outline', size: 'sm' })}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.back}
  </Link>
);

/** /prompt/{id}: the prompt with Malay labels (docs/product.md#prompts). */
export default function PromptDetailPage() {
  const { id = '' } = useParams();
  const query = usePrompt(id);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const failed = query.isError && !missing;

  // docs/product.md#prompts: a failed load says 'Error' / 'Gagal memuat prompt…' in a toast; the id keeps a
  // second run of the effect (React's strict mode) from stacking another one.
  useEffect(() => {
    if (failed)
      toast.error(M.loadFailedTitle, { id: 'prompt-load-failed', description: M.loadFailed });
  }, [failed]);

  if (waitsForConnection(query)) return <OfflineNotice onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return <DetailSkeleton variant="narrow" />;
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back()}
        <EmptyState title={missing ? M.notFound : M.loadFailed} />
      </div>
    );
  }

  const prompt = query.data;
  return (
    <article className="mx-auto max-w-3xl space-y-4">
      {back()}
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{prompt.title}</h1>
        {prompt.description && <p className="mt-2 text-slate-600">{prompt.description}</p>}
        <div className="mt-6">
          <PromptDetails prompt={prompt} labels={PAGE_LABELS} heading="h2" />
        </div>
      </Card>
    </article>
  );
}
