import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SHELL_MESSAGES as M } from './messages';

/**
 * Render fallback for a page that throws (docs/product.md#connectivity-and-pwa), in the page's place: the layout around it
 * (navbar, footer) stays. Try Again renders the page afresh by navigating to where the person
 * is; if the card is still here on the next press (the page's code failed to load), it reloads.
 */
export function PageError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const tried = useRef(false);
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);

  const tryAgain = () => {
    if (tried.current) return window.location.reload();
    tried.current = true;
    void navigate(location, { replace: true, state: location.state, preventScrollReset: true });
  };

  return (
    <div className="flex justify-center py-12">
      <Card role="alert" className="w-full max-w-md p-8 text-center">
        <AlertTriangle className="mx-auto mb-4 h-12 w-12 text-amber-500" aria-hidden="true" />
        <h1 className="mb-2 text-xl font-bold">{M.errorTitle}</h1>
        <p className="mb-6 text-slate-600">{M.errorBody}</p>
        <Button onClick={tryAgain}>{M.tryAgain}</Button>
      </Card>
    </div>
  );
}

/** The same card filling the screen, where nothing around the failed route is left to show. */
export function ErrorPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <PageError />
    </main>
  );
}
