import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { SUGGESTION_TYPES } from '@shared/constants';
import {
  CreateSuggestionRequest,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_REASON_MAX,
  SUGGESTION_TITLE_MAX,
  type SuggestionForm,
} from '@shared/suggestions';
import { fieldsOf } from '../../../components/form/bound-fields';
import {
  FieldGroup,
  Form,
  answeredForm,
  setServerErrors,
  useZodForm,
} from '../../../components/form/form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormActions } from '../../../components/form/form-actions';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { rateLimitMessage } from '../../../lib/api-client';
import { useFormAnswer } from '../../../lib/form-answer';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCreateSuggestion } from '../api/create-suggestion';
import { BACK_AFTER_SUBMIT_MS, SUGGEST_MESSAGES as M } from '../messages';

const F = fieldsOf<SuggestionForm>();

/** `?type=tool|workflow|tutorial|prompt` (from 'Suggest a Tool' and friends) preselects the type. */
function presetType(value: string | null) {
  return SUGGESTION_TYPES.find((type) => type === value) ?? ('' as SuggestionForm['type']);
}

export default function SuggestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSuggestion();
  // Issue 34: sent before the script had arrived, the server answered with this page again.
  const answer = useFormAnswer('suggest');
  const [sent, setSent] = useState(Boolean(answer?.result?.sent));
  const [failure, setFailure] = useState(() =>
    answer?.error
      ? {
          title: M.failedTitle,
          message: answer.error.code === 'rate_limited' ? answer.error.message : M.failedBody,
        }
      : null,
  );
  // Opened directly, there is no page of ours behind this one: go to the dashboard instead.
  const firstEntry = location.key === 'default';
  const goBack = useCallback(() => {
    if (firstEntry) navigate(paths.dashboard, { replace: true });
    else navigate(-1);
  }, [firstEntry, navigate]);

  // docs/product.md#suggestions: back one page 2 s after success; leaving sooner cancels it.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(goBack, BACK_AFTER_SUBMIT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, goBack]);

  const form = useZodForm<SuggestionForm, CreateSuggestionRequest>(
    CreateSuggestionRequest,
    answeredForm<SuggestionForm>(answer, {
      type: presetType(params.get('type')),
      // Issue 22: what a search found nothing for.
      title: (params.get('title') ?? '').slice(0, SUGGESTION_TITLE_MAX),
      description: '',
      website: '',
      reason: '',
    }),
  );

  // Issue 33: a prompt has no website; its fields ask for the prompt itself.
  const prompt = form.watch('type') === 'prompt';
  useEffect(() => {
    if (prompt) form.setValue('website', '');
  }, [prompt, form]);
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(prompt ? { ...body, website: null } : body);
      setSent(true);
      toast.success(M.successTitle, { description: M.successBody });
    } catch (error) {
      toast.error(M.failedTitle, { description: rateLimitMessage(error) ?? M.failedBody });
      setServerErrors(form, error);
    }
  }, toastFirstError);

  const busy = create.isPending || sent;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <Card className="p-6">
        <Form
          form={form}
          onSubmit={onSubmit}
          method="post"
          action={`${paths.suggest}${location.search}`}
          className="space-y-5"
        >
          <FieldGroup disabled={busy} className="space-y-5">
            <F.Select
              name="type"
              id="suggest-type"
              label={M.type}
              placeholder={M.typePlaceholder}
              options={SUGGESTION_TYPES}
              optionLabel={(type) => M.types[type]}
            />
            <F.Text
              name="title"
              id="suggest-title"
              label={M.titleLabel}
              placeholder={prompt ? M.prompt.titlePlaceholder : M.titlePlaceholder}
              count={SUGGESTION_TITLE_MAX}
            />
            <F.TextArea
              name="description"
              id="suggest-description"
              label={prompt ? M.prompt.description : M.description}
              rows={4}
              placeholder={prompt ? M.prompt.descriptionPlaceholder : M.descriptionPlaceholder}
              count={SUGGESTION_DESCRIPTION_MAX}
            />
            {!prompt && (
              <F.Text
                name="website"
                id="suggest-website"
                label={M.website}
                type="url"
                inputMode="url"
                placeholder={M.websitePlaceholder}
              />
            )}
            <F.TextArea
              name="reason"
              id="suggest-reason"
              label={M.reason}
              rows={3}
              placeholder={M.reasonPlaceholder}
              count={SUGGESTION_REASON_MAX}
            />
          </FieldGroup>
          {failure && <FormAlert {...failure} />}
          {sent && answer?.result?.sent && (
            <div role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              <p className="font-semibold">{M.successTitle}</p>
              <p>{M.successBody}</p>
            </div>
          )}
          <FormActions
            posts
            busy={busy}
            onCancel={goBack}
            cancel={M.cancel}
            submit={M.submit}
            submitting={sent ? M.submitted : M.submitting}
          />
        </Form>
      </Card>
    </div>
  );
}
