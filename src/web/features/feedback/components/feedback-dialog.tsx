import { Bug, Heart, Lightbulb, ThumbsDown, type LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { FEEDBACK_TYPES } from '@shared/constants';
import {
  CreateFeedbackRequest,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PAGE_URL_MAX,
  type FeedbackType,
} from '@shared/feedback';
import { CharCount } from '../../../components/form/char-count';
import { FormField } from '../../../components/form/field';
import { Form, useZodForm } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { rateLimitMessage } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { useCreateFeedback } from '../api/create-feedback';
import { FEEDBACK_UI_MESSAGES as M } from '../messages';

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

/** What the dialog holds; no type is chosen at first. */
interface FeedbackForm {
  type: FeedbackType | '';
  message: string;
  pageUrl: string;
}

interface Props {
  /** Closing unmounts the dialog (the button mounts it only while open), so the form starts empty. */
  onClose: () => void;
}

/** docs/product.md#feedback: closed → open → closed; success, Cancel or the close icon clear the form. */
export function FeedbackDialog({ onClose }: Props) {
  const location = useLocation();
  const create = useCreateFeedback();
  const form = useZodForm<FeedbackForm, CreateFeedbackRequest>(CreateFeedbackRequest, {
    defaultValues: { type: '', message: '', pageUrl: '' },
    // The message stays until the next try, as the toast does.
    reValidateMode: 'onSubmit',
  });
  const message = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;
  // docs/product.md#feedback has one rule for the pair ('Please select a feedback type and add a message'): said
  // once, under the message, and inside the dialog (while it is open, the toasts are hidden
  // from screen readers).
  const error = (errors.type ?? errors.message ?? errors.pageUrl)?.message;

  const send = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(M.success);
      onClose();
    } catch (failure) {
      toast.error(rateLimitMessage(failure) ?? M.failed);
    }
  }, toastFirstError);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.setValue('pageUrl', currentPage(location));
    return send(event);
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={M.title}
      description={M.description}
    >
      <Form form={form} onSubmit={onSubmit}>
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
                    value={value}
                    {...form.register('type')}
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
        <FormField
          id="feedback-message"
          label={M.messageLabel}
          error={error}
          count={
            <CharCount
              field="feedback-message"
              length={message.length}
              max={FEEDBACK_MESSAGE_MAX}
            />
          }
        >
          {(aria) => (
            <Textarea
              rows={4}
              maxLength={FEEDBACK_MESSAGE_MAX}
              placeholder={M.messagePlaceholder}
              className="min-h-0"
              {...aria}
              {...form.register('message')}
            />
          )}
        </FormField>
        <FormActions
          dialog
          busy={create.isPending}
          onCancel={onClose}
          cancel={M.cancel}
          submit={M.submit}
          submitting={M.submitting}
        />
      </Form>
    </Dialog>
  );
}
