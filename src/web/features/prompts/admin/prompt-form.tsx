import { PROMPT_CATEGORIES } from '@shared/constants';
import {
  SavePromptRequest,
  SUGGESTED_PROMPT_TOOLS,
  type PromptForm as PromptFormValues,
  type PromptResponse,
} from '@shared/prompts';
import { TUTORIAL_DIFFICULTIES } from '@shared/tutorials';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { adminFieldsOf } from '../../../admin/components/form-fields';
import { PROMPTS_ADMIN_MESSAGES } from './messages';
import { PromptBlanksFound } from './prompt-blanks-found';

const M = PROMPTS_ADMIN_MESSAGES.form;
const F = adminFieldsOf<PromptFormValues>();

const valuesOf = (prompt?: PromptResponse): PromptFormValues => ({
  title: prompt?.title ?? '',
  description: prompt?.description ?? '',
  promptText: prompt?.promptText ?? '',
  category: prompt?.category ?? '',
  difficulty: (prompt?.difficulty ?? 'Pemula') as PromptFormValues['difficulty'],
  imageUrl: prompt?.imageUrl ?? '',
  tools: prompt?.tools ?? [],
  usageTips: prompt?.usageTips ?? [],
  tags: prompt?.tags ?? [],
});

/**
 * Prompt add and edit, one form (docs/product.md#admin-panel): title, description and prompt text required
 * ('Please fill in all required fields.'), difficulty Pemula unless chosen, tools from the
 * picker with the suggested ones a press away, usage tips row by row (the last row stays).
 */
export function PromptForm({
  item,
  onSubmit,
  onCancel,
}: AdminFormProps<PromptResponse, SavePromptRequest>) {
  const form = useZodForm<PromptFormValues, SavePromptRequest>(SavePromptRequest, {
    defaultValues: valuesOf(item),
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <F.Text name="title" id="prompt-title" label={M.title} wide />
        <F.TextArea
          name="description"
          id="prompt-description"
          label={M.description}
          rows={3}
          wide
        />
        <F.TextArea
          name="promptText"
          id="prompt-text"
          label={M.promptText}
          rows={8}
          className="font-mono"
          wide
        />
        <PromptBlanksFound />
        <F.Select
          name="category"
          id="prompt-category"
          label={M.category}
          placeholder={M.noCategory}
          options={PROMPT_CATEGORIES}
          current={item?.category}
        />
        <F.Select
          name="difficulty"
          id="prompt-difficulty"
          label={M.difficulty}
          options={TUTORIAL_DIFFICULTIES}
          current={item?.difficulty}
        />
        <F.Text
          name="imageUrl"
          id="prompt-image-url"
          label={M.imageUrl}
          hint={M.imageUrlHint}
          type="url"
          inputMode="url"
          placeholder={M.imageUrlPlaceholder}
          wide
        />
        <div className="sm:col-span-2">
          <F.Tools
            name="tools"
            id="prompt-tools"
            label={M.tools}
            suggestions={SUGGESTED_PROMPT_TOOLS}
          />
        </div>
        <F.List
          name="usageTips"
          id="prompt-usage-tips"
          label={M.usageTips}
          itemLabel={M.usageTip}
          addLabel={M.addUsageTip}
          minRows={1}
          maxLength={1000}
        />
        <F.List
          name="tags"
          id="prompt-tags"
          label={M.tags}
          itemLabel={M.tag}
          addLabel={M.addTag}
          maxLength={50}
        />
      </FieldGroup>
    </AdminForm>
  );
}
