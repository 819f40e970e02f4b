import { WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CONNECTIVITY_MESSAGES as M } from './messages';

interface OfflineBannerProps {
  lastOnline: Date | null;
  /** Retry was pressed while still offline. */
  retried: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}

const clock = (at: Date) => at.toLocaleTimeString('ms-MY', { hour: '2-digit', minute: '2-digit' });

/**
 * docs/product.md#connectivity-and-pwa: the one sign of being offline (decision 029), at the
 * bottom until the connection is back or it is dismissed, with Retry and Dismiss.
 */
export function OfflineBanner({ lastOnline, retried, onRetry, onDismiss }: OfflineBannerProps) {
  return (
    <section
      aria-label={M.bannerLabel}
      data-offline-banner
      className="fixed inset-x-0 bottom-0 z-50 border-t border-amber-300 bg-amber-50 px-4 py-3 shadow-lg print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" className="flex items-start gap-2 text-sm text-amber-900">
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="block font-semibold">{M.offline}</span>
            <span className="block">{retried ? M.stillOffline : M.bannerBody}</span>
            {lastOnline && <span className="block">{M.lastOnline(clock(lastOnline))}</span>}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onRetry}>
            {M.retry}
          </Button>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {M.dismiss}
          </Button>
        </div>
      </div>
    </section>
  );
}
