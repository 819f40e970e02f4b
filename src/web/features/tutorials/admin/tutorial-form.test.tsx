// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_MESSAGES, type TutorialResponse } from '@shared/tutorials';
import { STEPS_MESSAGES as S } from '../../../admin/components/messages';
import { TUTORIALS_ADMIN_MESSAGES } from './messages';
import {
  CATEGORY_ROUTES,
  renderAdminForm,
  setupAdminTests,
  submitForm,
  typeInto,
} from '../../../admin/test-utils';
import { TutorialForm } from './tutorial-form';
import { page } from '../../../lib/test-api';

const M = TUTORIALS_ADMIN_MESSAGES.form;

const renderForm = (item?: TutorialResponse) =>
  renderAdminForm(TutorialForm, item, { ...CATEGORY_ROUTES, 'GET /api/tools': () => page([]) });

setupAdminTests();

describe('TutorialForm (docs/product.md#admin-panel Add or edit Tutorial)', () => {
  it('needs the title, category, description, duration, instructor and video', async () => {
    const onSubmit = renderForm();
    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: TUTORIAL_MESSAGES.titleRequired,
    });
    for (const message of [
      TUTORIAL_MESSAGES.categoryRequired,
      TUTORIAL_MESSAGES.descriptionRequired,
      TUTORIAL_MESSAGES.durationRequired,
      TUTORIAL_MESSAGES.instructorRequired,
      TUTORIAL_MESSAGES.youtubeIdRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('takes a pasted YouTube address, drops untitled steps and half-filled resources', async () => {
    const onSubmit = renderForm();
    typeInto(M.title, ' Asas ChatGPT ');
    await screen.findByRole('option', { name: 'Writing' });
    fireEvent.change(screen.getByLabelText(M.category), { target: { value: 'Writing' } });
    typeInto(M.description, 'Belajar asas');
    typeInto(M.duration, '30 minit');
    typeInto(M.instructor, 'Cikgu Ana');
    typeInto(M.youtubeId, 'https://youtu.be/dQw4w9WgXcQ?t=5');
    fireEvent.change(screen.getByLabelText(M.difficulty), { target: { value: 'Lanjutan' } });
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    typeInto(`${S.step(2)} ${M.stepTitle}`, 'Daftar akaun');
    fireEvent.click(screen.getByRole('button', { name: M.addResource }));
    fireEvent.click(screen.getByRole('button', { name: M.addResource }));
    typeInto(M.resourceTitle(1), 'Laman rasmi');
    typeInto(M.resourceUrl(1), 'https://openai.com');
    typeInto(M.resourceTitle(2), 'Tanpa alamat');
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Asas ChatGPT',
      category: 'Writing',
      description: 'Belajar asas',
      duration: '30 minit',
      instructor: 'Cikgu Ana',
      youtubeId: 'dQw4w9WgXcQ',
      videoLanguage: 'en',
      captions: true,
      difficulty: 'Lanjutan',
      steps: [{ title: 'Daftar akaun', description: '', tools: [] }],
      resources: [{ title: 'Laman rasmi', url: 'https://openai.com' }],
    });
  });

  it('editing starts from the tutorial', () => {
    renderForm({
      id: 't1',
      title: 'Lama',
      description: 'Desc',
      videoLanguage: 'ms',
      captions: false,
      youtubeId: 'dQw4w9WgXcQ',
      duration: '10 minit',
      instructor: 'Ana',
      difficulty: 'Pertengahan',
      category: 'Retired',
      steps: [{ title: 'Mula', description: '', tools: ['ChatGPT'] }],
      resources: [{ title: 'Rujukan', url: 'https://contoh.my' }],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(screen.getByLabelText<HTMLInputElement>(M.title).value).toBe('Lama');
    expect(screen.getByLabelText<HTMLSelectElement>(M.category).value).toBe('Retired');
    expect(screen.getByLabelText<HTMLSelectElement>(M.difficulty).value).toBe('Pertengahan');
    expect(screen.getByLabelText<HTMLInputElement>(`${S.step(1)} ${M.stepTitle}`).value).toBe(
      'Mula',
    );
    expect(screen.getByLabelText<HTMLInputElement>(M.resourceUrl(1)).value).toBe(
      'https://contoh.my',
    );
  });
});
