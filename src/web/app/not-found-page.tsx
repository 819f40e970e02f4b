import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { defineMessages } from '@shared/i18n/define-messages';

// The 404 page's wording, here rather than in messages.ts: the page loads on its own, and so do
// its words (messages.ts is in every page's first script).
export const NOT_FOUND_MESSAGES = defineMessages('NOT_FOUND_MESSAGES', {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
  // Issue 20: the same in Malay beside the English lines (docs/product.md#errors-and-messages), and the way back.
  malay: 'Halaman yang anda cari tiada atau telah dialihkan.',
  goBack: 'Kembali ke halaman sebelum ini',
} as const);
const M = NOT_FOUND_MESSAGES;

/**
 * docs/product.md#routes-and-guards: an address no route knows. A signed-in member sees it in the
 * member frame, header and navigation kept (issue 20); a visitor sees the page alone.
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
      <h1 className="text-2xl font-semibold">{M.title}</h1>
      <p className="text-slate-600">{M.malay}</p>
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
  // A member's page sits in the member frame already (router.tsx MemberFrameIfSignedIn).
  if (user) return content;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-4">{content}</main>
  );
}
