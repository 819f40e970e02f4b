import {
  SaveTutorialRequest,
  TUTORIAL_DIFFICULTIES,
  VIDEO_LANGUAGES,
  type TutorialForm as TutorialFormValues,
  type TutorialResponse,
} from '@shared/tutorials';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { adminFieldsOf } from '../../../admin/components/form-fields';
import { StepsField } from '../../../admin/components/steps-field';
import { TUTORIALS_ADMIN_MESSAGES } from './messages';
import { QuizEditor } from './quiz-editor';
import { ResourcesField } from './resources-field';

const M = TUTORIALS_ADMIN_MESSAGES.form;
const F = adminFieldsOf<TutorialFormValues>();
const STEP_LISTS = () => [{ key: 'tools', label: M.tools }] as const;

const valuesOf = (tutorial?: TutorialResponse): TutorialFormValues => ({
  title: tutorial?.title ?? '',
  category: tutorial?.category ?? '',
  description: tutorial?.description ?? '',
  duration: tutorial?.duration ?? '',
  instructor: tutorial?.instructor ?? '',
  youtubeId: tutorial?.youtubeId ?? '',
  videoLanguage: tutorial?.videoLanguage ?? 'en',
  captions: tutorial?.captions ?? true,
  difficulty: (tutorial
    ? (tutorial.difficulty ?? '')
    : 'Pemula') as TutorialFormValues['difficulty'],
  steps: tutorial?.steps.map((s) => ({ ...s, tools: [...s.tools] })) ?? [],
  resources: tutorial?.resources.map((r) => ({ ...r })) ?? [],
});

/** Add and edit Tutorial, one form (docs/product.md#admin-panel): text trimmed, steps without a title dropped. */
export function TutorialForm({
  item,
  onSubmit,
  onCancel,
}: AdminFormProps<TutorialResponse, SaveTutorialRequest>) {
  const form = useZodForm<TutorialFormValues, SaveTutorialRequest>(SaveTutorialRequest, {
    defaultValues: valuesOf(item),
  });
  return (
    <>
      <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
        <FieldGroup className="grid gap-4 sm:grid-cols-2">
          <F.Text name="title" id="tutorial-title" label={M.title} wide />
          <F.Category
            name="category"
            id="tutorial-category"
            label={M.category}
            current={item?.category}
            placeholder={M.categoryPlaceholder}
          />
          <F.Select
            name="difficulty"
            id="tutorial-difficulty"
            label={M.difficulty}
            placeholder={M.noDifficulty}
            options={TUTORIAL_DIFFICULTIES}
            current={item?.difficulty}
          />
          <F.TextArea
            name="description"
            id="tutorial-description"
            label={M.description}
            rows={4}
            wide
          />
          <F.Text
            name="duration"
            id="tutorial-duration"
            label={M.duration}
            placeholder={M.durationPlaceholder}
          />
          <F.Text name="instructor" id="tutorial-instructor" label={M.instructor} />
          <F.Text
            name="youtubeId"
            id="tutorial-youtube-id"
            label={M.youtubeId}
            hint={M.youtubeIdHint}
            wide
          />
          <F.Select
            name="videoLanguage"
            id="tutorial-video-language"
            label={M.videoLanguage}
            options={VIDEO_LANGUAGES}
            optionLabel={(language) => M.videoLanguages[language]}
          />
          <F.Checkbox name="captions" id="tutorial-captions" label={M.captions} />
        </FieldGroup>
        <FieldGroup className="space-y-4">
          <StepsField
            id="tutorial-steps"
            nameKey="title"
            nameLabel={M.stepTitle}
            lists={STEP_LISTS()}
          />
          <ResourcesField id="tutorial-resources" />
        </FieldGroup>
      </AdminForm>
      {/* Issue 21: the quiz is saved on its own, once the tutorial exists. */}
      {item && <QuizEditor tutorialId={item.id} />}
    </>
  );
}
