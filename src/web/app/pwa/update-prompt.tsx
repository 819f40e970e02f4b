import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { Button } from '../../components/ui/button';
import { PWA_MESSAGES as M } from './messages';
import { PromptCard } from './prompt-card';

/** The worker vite.config.ts builds (SPEC §7 "External": /sw.js with scope /). */
const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;
/** A tab left open asks for a new version this often, and whenever it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

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
    // Loaded apart, so the first page's script stays small (DESIGN §8).
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      workbox = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
      const found = workbox;
      found.addEventListener('waiting', () => setWaiting(found));
      void found.register();
    });
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
 * SPEC §1: the service worker and its update prompt. Only a production build has a worker
 * (the dev server serves none), and only where the browser supports them.
 */
export function UpdatePrompt() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return <ServiceWorkerUpdate />;
}
