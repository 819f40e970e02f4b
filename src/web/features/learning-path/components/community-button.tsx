import { Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { COMMUNITY_MESSAGES as M } from '../messages';

// The dialog (and the dialog library) loads on the first press, not with the dashboard.
const CommunityDialog = lazy(() =>
  import('./community-dialog').then((m) => ({ default: m.CommunityDialog })),
);

/** docs/product.md#learning-path /dashboard: the Community button; its dialog shows the learning path. */
export function CommunityButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Users className="h-4 w-4" aria-hidden="true" /> {M.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CommunityDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
