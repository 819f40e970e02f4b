import { Bug, Heart, Lightbulb, ThumbsDown, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { FEEDBACK_TYPES } from '@shared/constants';
import {
  CreateFeedbackRequest,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_URL_MAX,
  type FeedbackType,
} from '@shared/feedback';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { useCreateFeedback } from '../api/create-feedback';
import { FEEDBACK_UI_MESSAGES as M } from '../messages';
import { CharCount } from '../../../components/char-count';
import { rateLimitMessage } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';

const ICONS: Record<FeedbackType, LucideIcon> = {
  like: Heart,
  dislike: ThumbsDown,
  bug: Bug,
  suggestion: Lightbulb,
};

/** The page the feedback is about; a huge query string is dropped rather than refused. */
function currentPage({ pathname, search }: { pathname: string; search: string }) {
  const full = pathname + search;
  return full.length <= FEEDBACK_PAGE_URL_MAX ? full : pathname.slice(0, FEEDBACK_PAGE_URL_MAX);
}

interface Props {
  /** Closing unmounts the dialog (the button mounts it only while open), so the form starts empty. */
  onClose: () => void;
}

/** SPEC §4: closed → open → closed; success, Cancel or the close icon clear the form. */
export function FeedbackDialog({ onClose }: Props) {
  const location = useLocation();
  const send = useCreateFeedback();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [message, setMessage] = useState('');
  // Shown inside the dialog too: while it is open, the toasts are hidden from screen readers.
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateFeedbackRequest.safeParse({
      type,
      message,
      pageUrl: currentPage(location),
    });
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.required;
      setError(rule);
      toastValidationError(rule);
      return;
    }
    setError('');
    try {
      await send.mutateAsync(parsed.data);
      toast.success(M.success);
      onClose();
    } catch (error) {
      toast.error(rateLimitMessage(error) ?? M.failed);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={M.title}
      description={M.description}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{M.typeLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {FEEDBACK_TYPES.map((value) => {
              const Icon = ICONS[value];
              return (
                <label
                  key={value}
                  className="relative flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="feedback-type"
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                    // Invisible but covering the whole card, so a click anywhere on it lands
                    // on the radio itself.
                    className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                  />
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {M.types[value]}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div>
          <Label htmlFor="feedback-message">{M.messageLabel}</Label>
          <Textarea
            id="feedback-message"
            rows={4}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={M.messagePlaceholder}
            aria-describedby={
              error ? 'feedback-message-count feedback-error' : 'feedback-message-count'
            }
            aria-invalid={error ? true : undefined}
            className="min-h-0"
          />
          <CharCount
            id="feedback-message-count"
            length={message.length}
            max={FEEDBACK_MESSAGE_MAX}
          />
        </div>
        {error && (
          <p id="feedback-error" role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? M.submitting : M.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
