import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SHELL_MESSAGES as M } from './messages';

/** Render fallback for any route that throws (SPEC §8). */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card role="alert" className="w-full max-w-md p-8 text-center">
        <AlertTriangle className="mx-auto mb-4 h-12 w-12 text-amber-500" aria-hidden="true" />
        <h1 className="mb-2 text-xl font-bold">{M.errorTitle}</h1>
        <p className="mb-6 text-slate-600">{M.errorBody}</p>
        <Button onClick={() => window.location.reload()}>{M.tryAgain}</Button>
      </Card>
    </main>
  );
}
