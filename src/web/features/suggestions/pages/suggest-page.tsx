import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SUGGESTION_TYPES } from '@shared/constants';
import {
  CreateSuggestionRequest,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_REASON_MAX,
  SUGGESTION_TITLE_MAX,
  type SuggestionForm,
} from '@shared/suggestions';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError, rateLimitMessage } from '../../../lib/api-client';
import { toastFirstError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCreateSuggestion } from '../api/create-suggestion';
import { CharCount } from '../../../components/char-count';
import { BACK_AFTER_SUBMIT_MS, SUGGEST_MESSAGES as M } from '../messages';

type Form = SuggestionForm;

/** `?type=tool|workflow|tutorial` (from 'Suggest a Tool' and friends) preselects the type. */
function presetType(value: string | null) {
  return SUGGESTION_TYPES.find((type) => type === value) ?? ('' as Form['type']);
}

export default function SuggestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSuggestion();
  const [sent, setSent] = useState(false);
  // Opened directly, there is no page of ours behind this one: go to the dashboard instead.
  const firstEntry = location.key === 'default';
  const goBack = useCallback(() => {
    if (firstEntry) navigate(paths.dashboard, { replace: true });
    else navigate(-1);
  }, [firstEntry, navigate]);

  // SPEC §9: back one page 2 s after success; leaving sooner cancels it.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(goBack, BACK_AFTER_SUBMIT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, goBack]);

  const form = useForm<Form, unknown, CreateSuggestionRequest>({
    resolver: zodResolver(CreateSuggestionRequest),
    defaultValues: {
      type: presetType(params.get('type')),
      title: '',
      description: '',
      website: '',
      reason: '',
    },
  });
  const { errors } = form.formState;
  const [title = '', description = '', reason = ''] = useWatch({
    control: form.control,
    name: ['title', 'description', 'reason'],
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      setSent(true);
      toast.success(M.successTitle, { description: M.successBody });
    } catch (error) {
      toast.error(M.failedTitle, { description: rateLimitMessage(error) ?? M.failedBody });
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          form.setError(field as keyof Form, { message: text });
        }
      }
    }
  }, toastFirstError);

  const busy = create.isPending || sent;
  const err = (name: keyof Form) => errors[name]?.message;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <Card className="p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <fieldset disabled={busy} className="space-y-5">
            <FormField id="suggest-type" label={M.type} error={err('type')}>
              {(aria) => (
                <Select {...aria} {...form.register('type')}>
                  <option value="">{M.typePlaceholder}</option>
                  {SUGGESTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {M.types[type]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="suggest-title" label={M.titleLabel} error={err('title')}>
              {(aria) => (
                <>
                  <Input placeholder={M.titlePlaceholder} {...aria} {...form.register('title')} />
                  <CharCount length={title.length} max={SUGGESTION_TITLE_MAX} />
                </>
              )}
            </FormField>
            <FormField id="suggest-description" label={M.description} error={err('description')}>
              {(aria) => (
                <>
                  <Textarea
                    rows={4}
                    placeholder={M.descriptionPlaceholder}
                    {...aria}
                    {...form.register('description')}
                  />
                  <CharCount length={description.length} max={SUGGESTION_DESCRIPTION_MAX} />
                </>
              )}
            </FormField>
            <FormField id="suggest-website" label={M.website} error={err('website')}>
              {(aria) => (
                <Input
                  type="url"
                  inputMode="url"
                  placeholder={M.websitePlaceholder}
                  {...aria}
                  {...form.register('website')}
                />
              )}
            </FormField>
            <FormField id="suggest-reason" label={M.reason} error={err('reason')}>
              {(aria) => (
                <>
                  <Textarea
                    rows={3}
                    placeholder={M.reasonPlaceholder}
                    {...aria}
                    {...form.register('reason')}
                  />
                  <CharCount length={reason.length} max={SUGGESTION_REASON_MAX} />
                </>
              )}
            </FormField>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={goBack} disabled={busy}>
              {M.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {sent ? M.submitted : create.isPending ? M.submitting : M.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
