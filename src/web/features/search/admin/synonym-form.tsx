import {
  SYNONYM_WORD_MAX,
  SynonymGroupRequest,
  type SynonymGroupForm as SynonymFormValues,
  type SynonymGroupResponse,
} from '@shared/search';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { adminFieldsOf } from '../../../admin/components/form-fields';
import { SYNONYMS_ADMIN_MESSAGES } from './messages';

const M = SYNONYMS_ADMIN_MESSAGES.form;
const F = adminFieldsOf<SynonymFormValues>();

/** Add and edit a synonym group: two words or phrases at least, one per row. */
export function SynonymForm({
  item,
  onSubmit,
  onCancel,
}: AdminFormProps<SynonymGroupResponse, SynonymGroupRequest>) {
  const form = useZodForm<SynonymFormValues, SynonymGroupRequest>(SynonymGroupRequest, {
    defaultValues: { words: item?.words ?? ['', ''] },
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <FieldGroup className="grid gap-4">
        <F.List
          name="words"
          id="synonym-words"
          label={M.words}
          itemLabel={M.word}
          addLabel={M.addWord}
          minRows={2}
          maxLength={SYNONYM_WORD_MAX}
        />
      </FieldGroup>
    </AdminForm>
  );
}
