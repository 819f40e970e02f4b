import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { MemberLayout } from './member-layout';
import { SHELL_MESSAGES as M } from './messages';

/**
 * docs/product.md#routes-and-guards: an address no route knows. A signed-in member keeps the
 * header and its navigation (issue 20); a visitor sees the page alone.
 */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  useEffect(() => {
    // docs/product.md#routes-and-guards: the bad path is logged.
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  // The first page of this tab has no page before it: then only the way home is offered.
  const canGoBack = location.key !== 'default';
  const content = (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">{M.notFoundTitle}</h1>
      <p className="text-slate-600">{M.notFoundMalay}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.root} className={buttonClass()}>
          {M.returnHome}
        </Link>
        {canGoBack && (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            className={buttonClass({ variant: 'outline' })}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.goBack}
          </button>
        )}
      </div>
    </div>
  );
  if (user) return <MemberLayout>{content}</MemberLayout>;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-4">{content}</main>
  );
}
