import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FEEDBACK_UI_MESSAGES as M } from '../messages';

// The dialog (and the dialog library) loads on the first press, not with every page.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * docs/product.md#feedback: a floating feedback button for signed-in members (the member layout mounts it).
 * Small and tucked into the bottom-right corner so it covers as little of a phone screen as
 * possible; hidden when printing.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={M.open}
        title={M.open}
        aria-haspopup="dialog"
        className="fixed bottom-4 right-4 z-40 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-hover sm:bottom-6 sm:right-6 sm:h-12 sm:w-12 print:hidden"
      >
        <MessageSquarePlus className="h-5 w-5" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
