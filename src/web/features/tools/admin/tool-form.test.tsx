// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { TOOL_MESSAGES, type ToolResponse } from '@shared/tools';
import { TOOLS_ADMIN_MESSAGES } from './messages';
import {
  CATEGORY_ROUTES,
  renderAdminForm,
  setupAdminTests,
  submitForm,
  typeInto,
} from '../../../admin/test-utils';
import { ToolForm } from './tool-form';

const M = TOOLS_ADMIN_MESSAGES.form;

const renderForm = (item?: ToolResponse) => renderAdminForm(ToolForm, item, CATEGORY_ROUTES);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

setupAdminTests();

describe('ToolForm (docs/product.md#admin-panel Add Tool and tool edit)', () => {
  it('adding needs a name and a category, said in the Validation Error toast', async () => {
    const onSubmit = renderForm();
    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: TOOL_MESSAGES.nameRequired,
    });
    expect(screen.getByText(TOOL_MESSAGES.categoryRequired)).toBeTruthy();
  });

  it('sends the tool with blank feature rows dropped and an empty rating as none', async () => {
    const onSubmit = renderForm();
    typeInto(M.name, ' Cursor ');
    await screen.findByRole('option', { name: 'Coding' });
    fireEvent.change(field(M.category), { target: { value: 'Coding' } });
    fireEvent.change(field(M.pricing), { target: { value: 'Paid' } });
    typeInto(`${M.keyFeature} 1`, 'Autocomplete');
    fireEvent.click(screen.getByRole('button', { name: M.addKeyFeature }));
    fireEvent.click(screen.getByRole('button', { name: M.addKeyFeature }));
    typeInto(`${M.keyFeature} 3`, ' Chat ');
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Cursor',
      website: null,
      mainFunction: null,
      description: null,
      category: 'Coding',
      pricing: 'Paid',
      rating: null,
      keyFeatures: ['Autocomplete', 'Chat'],
      alternatives: [],
    });
  });

  it('adding takes a rating from 1 to 5; editing from 0, and needs a description', async () => {
    const onSubmit = renderForm();
    typeInto(M.name, 'Cursor');
    await screen.findByRole('option', { name: 'Coding' });
    fireEvent.change(field(M.category), { target: { value: 'Coding' } });
    typeInto(M.rating, '0.5');
    await submitForm();
    expect(screen.getByText(TOOL_MESSAGES.ratingAddRange)).toBeTruthy();
    typeInto(M.rating, '4.5');
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rating: 4.5 }));
  });

  it('editing starts from the tool and keeps a category the list lacks', async () => {
    const onSubmit = renderForm({
      id: 't1',
      name: 'Lama',
      website: 'https://lama.example',
      logoUrl: null,
      mainFunction: null,
      description: null,
      category: 'Retired',
      pricing: null,
      keyFeatures: ['A'],
      alternatives: [],
      rating: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(field(M.name).value).toBe('Lama');
    expect(field(`${M.keyFeature} 1`).value).toBe('A');
    await screen.findByRole('option', { name: 'Coding' });
    expect(field(M.category).value).toBe('Retired');
    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(TOOL_MESSAGES.descriptionRequired)).toBeTruthy();
    typeInto(M.description, 'Penerangan');
    await submitForm();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ category: 'Retired', rating: 0, description: 'Penerangan' }),
      ),
    );
  });
});
