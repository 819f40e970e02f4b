import { Check, X } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface Decision {
  /** The button's text, e.g. 'Approve'. */
  text: string;
  /** Its full name, naming the item: 'Approve siti'. */
  label: string;
  onClick: () => void;
}

/** Approve and its opposite (Decline, Reject) on an item waiting for the admin; `busy` holds both. */
export function DecisionButtons({
  approve,
  reject,
  busy,
}: {
  approve: Decision;
  reject: Decision;
  busy: boolean;
}) {
  return (
    <>
      <Button size="sm" aria-label={approve.label} disabled={busy} onClick={approve.onClick}>
        <Check className="h-4 w-4" aria-hidden="true" /> {approve.text}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={reject.label}
        disabled={busy}
        onClick={reject.onClick}
      >
        <X className="h-4 w-4" aria-hidden="true" /> {reject.text}
      </Button>
    </>
  );
}
