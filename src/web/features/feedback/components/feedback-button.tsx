import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FEEDBACK_UI_MESSAGES as M } from '../messages';

// The dialog (and the dialog library) loads on the first press, not with every page.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

const LOOKS = {
  // Where the header has its links; on a phone it would cover content, so it sits in the menu.
  floating:
    'fixed bottom-6 right-6 z-40 hidden h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-hover md:inline-flex print:hidden',
  // Issue 20: the phone menu's entry, shaped as its links are.
  menu: 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100',
} as const;

/**
 * docs/product.md#feedback: the feedback button for signed-in members. Floating at the
 * bottom right on a wide screen (the member layout mounts it); on a phone an entry of the
 * header's menu, so it never covers content or controls (issue 20). Hidden when printing.
 */
export function FeedbackButton({ look = 'floating' }: { look?: keyof typeof LOOKS }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={look === 'floating' ? M.open : undefined}
        title={look === 'floating' ? M.open : undefined}
        aria-haspopup="dialog"
        className={LOOKS[look]}
      >
        <MessageSquarePlus className="h-5 w-5" aria-hidden="true" />
        {look === 'menu' && M.open}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
