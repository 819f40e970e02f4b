import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { Button } from '../../components/ui/button';
import { PWA_MESSAGES as M } from './messages';
import { PromptCard } from './prompt-card';

/** The worker vite.config.ts builds (docs/product.md#connectivity-and-pwa "External": /sw.js with scope /). */
const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;
/** A tab left open asks for a new version this often, and whenever it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Offline use and updates are extras: a refused worker is a note for developers, no more. */
const warnNoWorker = (reason: unknown) => {
  console.warn('Service worker not registered; the app runs without offline support.', reason);
};

/**
 * Registers the service worker once the page has loaded and answers with it when a new version
 * is installed and waiting (found by this tab or another one), null otherwise.
 */
function useWaitingUpdate() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  useEffect(() => {
    let cancelled = false;
    let workbox: Workbox | undefined;
    // A single-page app rarely navigates for real, so the browser would seldom look by itself.
    const check = () => {
      if (document.visibilityState === 'visible') void workbox?.update();
    };
    const timer = window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    // Loaded apart, so the first page's script stays small (docs/architecture.md#performance-budgets).
    import('workbox-window')
      .then(async ({ Workbox }) => {
        if (cancelled) return;
        const found = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
        found.addEventListener('waiting', () => setWaiting(found));
        // A browser may refuse the worker (private mode, blocked by policy or an automated
        // browser): register() then rejects, or stands in with nothing (Playwright's 'block'
        // resolves undefined, and workbox then fails reading its 'waiting'). The app works
        // without the worker, so it goes on quietly, without update checks.
        if (await found.register()) workbox = found;
        else warnNoWorker('the browser gave no registration');
      })
      .catch(warnNoWorker);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return [waiting, setWaiting] as const;
}

function ServiceWorkerUpdate() {
  const [waiting, setWaiting] = useWaitingUpdate();
  if (!waiting) return null;
  const reload = () => {
    // The new worker takes over, then the page reloads on the new version.
    waiting.addEventListener('controlling', () => window.location.reload());
    waiting.messageSkipWaiting();
  };
  return (
    <PromptCard
      title={M.updateTitle}
      body={M.updateBody}
      className="inset-x-4 top-4 sm:left-auto sm:right-6"
    >
      <Button variant="outline" size="sm" onClick={() => setWaiting(null)}>
        {M.notNow}
      </Button>
      <Button size="sm" onClick={reload}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {M.reload}
      </Button>
    </PromptCard>
  );
}

/**
 * docs/product.md#connectivity-and-pwa: the service worker and its update prompt. Only a production build has a worker
 * (the dev server serves none), and only where the browser supports them.
 */
export function UpdatePrompt() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return <ServiceWorkerUpdate />;
}
