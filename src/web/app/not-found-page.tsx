import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // docs/product.md#routes-and-guards: the bad path is logged.
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">{M.notFoundTitle}</h1>
      <Link to={paths.root} className={buttonClass()}>
        {M.returnHome}
      </Link>
    </main>
  );
}
