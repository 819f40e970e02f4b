import { RefreshCw, ServerCrash } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CONNECTIVITY_MESSAGES as M } from './messages';

/**
 * docs/product.md#connectivity-and-pwa: the card at the top right, below the header, while the
 * browser is online but the server does not answer (offline, the banner alone says so).
 */
export function ConnectionCard() {
  return (
    <Card
      role="alert"
      className="fixed right-4 top-20 z-50 flex max-w-[calc(100%-2rem)] items-center gap-3 border-red-200 p-3 shadow-lg print:hidden"
    >
      <ServerCrash className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <p className="text-sm font-medium text-slate-800">{M.serverDown}</p>
      <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {M.reload}
      </Button>
    </Card>
  );
}
