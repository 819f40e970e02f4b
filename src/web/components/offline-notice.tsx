import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from './empty-state';
import { OFFLINE_PAGE_MESSAGES as M } from './messages';
import { Button } from './ui/button';

/**
 * Issue 20: what a page shows in place of its content when its first request waits for a
 * connection (TanStack Query pauses it while the browser is offline, and resumes it by itself
 * when the connection is back), so it never loads for ever without a word.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  const [stillOffline, setStillOffline] = useState(false);
  const retry = () => {
    setStillOffline(!navigator.onLine);
    onRetry();
  };
  return (
    <EmptyState title={M.title}>
      <WifiOff className="mx-auto mb-2 h-6 w-6" aria-hidden="true" />
      <p role="status">{stillOffline ? M.stillOffline : M.body}</p>
      <Button variant="outline" className="mt-3" onClick={retry}>
        {M.retry}
      </Button>
    </EmptyState>
  );
}

/** A first load waiting for the connection: nothing to show yet, and the request paused. */
export const waitsForConnection = (query: { isPending: boolean; isPaused: boolean }) =>
  query.isPending && query.isPaused;
