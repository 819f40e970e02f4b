import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { Button, buttonClass } from '../../../components/ui/button';
import { isRefusal } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUnsubscribe } from '../api/unsubscribe';
import { UNSUBSCRIBE_MESSAGES as M } from '../messages';

/**
 * Issue 23: /unsubscribe?token=…, the weekly digest's link, for anyone holding the mail (no
 * sign-in). The person presses the button: a mail scanner that opens links never unsubscribes
 * anyone (docs/decisions/035-weekly-digest.md).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  useNoIndex();

  const home = (
    <Link to={paths.root} className={buttonClass({ variant: 'outline', className: 'mt-6' })}>
      {M.home}
    </Link>
  );
  if (unsubscribe.isSuccess) {
    return (
      <AuthCardLayout title={M.title}>
        <p role="status" className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" /> {M.done}
        </p>
        <p className="mt-4 text-sm text-slate-600">{M.resubscribe}</p>
        {home}
      </AuthCardLayout>
    );
  }
  const error = !token ? M.noToken : unsubscribe.isError ? errorOf(unsubscribe.error) : null;
  return (
    <AuthCardLayout title={M.title} subtitle={M.intro}>
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {token ? (
        <Button
          className="w-full"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? M.confirming : M.confirm}
        </Button>
      ) : (
        home
      )}
    </AuthCardLayout>
  );
}

/** An unknown token in our words; another refusal as the server said it; anything else failed. */
function errorOf(error: unknown) {
  if (!isRefusal(error)) return M.failed;
  return error.status === 404 ? M.badToken : error.message;
}
