// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { PROMPT_MESSAGES, type PromptResponse } from '@shared/prompts';
import { TOOL_PICKER_MESSAGES as P } from '../../../admin/components/messages';
import { PROMPTS_ADMIN_MESSAGES } from './messages';
import { renderAdminForm, setupAdminTests, submitForm, typeInto } from '../../../admin/test-utils';
import { PromptForm } from './prompt-form';
import { page } from '../../../lib/test-api';

const M = PROMPTS_ADMIN_MESSAGES.form;

const renderForm = (item?: PromptResponse) =>
  renderAdminForm(PromptForm, item, { 'GET /api/tools': () => page([]) });
const tip = (n: number) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: `${M.usageTip} ${n}` });
const removeTip = (n: number) =>
  screen.getByRole<HTMLButtonElement>('button', {
    name: `Remove ${M.usageTip.toLowerCase()} ${n}`,
  });

setupAdminTests();

describe('PromptForm (docs/product.md#admin-panel prompt add and edit)', () => {
  it('needs a title, a description and the prompt text', async () => {
    const onSubmit = renderForm();
    typeInto(M.title, 'Tajuk');
    typeInto(M.description, '   ');
    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: PROMPT_MESSAGES.requiredFields,
    });
    expect(screen.getAllByText(PROMPT_MESSAGES.requiredFields)).toHaveLength(2);
  });

  it('the last usage-tip row cannot be removed', () => {
    renderForm();
    expect(removeTip(1).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: M.addUsageTip }));
    expect(removeTip(1).disabled).toBe(false);
    expect(removeTip(2).disabled).toBe(false);
    fireEvent.click(removeTip(1));
    expect(screen.queryByRole('textbox', { name: `${M.usageTip} 2` })).toBeNull();
    expect(removeTip(1).disabled).toBe(true);
    expect(tip(1)).toBeTruthy();
  });

  it('sends Pemula by default, the chosen and typed tools once each, and no blank tips', async () => {
    const onSubmit = renderForm();
    typeInto(M.title, ' Iklan ');
    typeInto(M.description, 'Untuk jualan');
    typeInto(M.promptText, 'Tulis iklan');
    fireEvent.click(screen.getByRole('button', { name: 'ChatGPT', pressed: false }));
    const tools = screen.getByRole('combobox', { name: P.input(M.tools) });
    fireEvent.change(tools, { target: { value: 'Alat Sendiri' } });
    fireEvent.keyDown(tools, { key: 'Enter' });
    fireEvent.change(tools, { target: { value: 'ChatGPT' } });
    fireEvent.keyDown(tools, { key: 'Enter' });
    expect(screen.getByText(P.duplicate('ChatGPT'))).toBeTruthy();
    fireEvent.change(tip(1), { target: { value: ' Guna nada mesra ' } });
    fireEvent.click(screen.getByRole('button', { name: M.addUsageTip }));
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Iklan',
      description: 'Untuk jualan',
      promptText: 'Tulis iklan',
      category: null,
      difficulty: 'Pemula',
      imageUrl: null,
      tools: ['ChatGPT', 'Alat Sendiri'],
      usageTips: ['Guna nada mesra'],
      tags: [],
    });
  });

  it('shows the blanks it finds as the text is typed, and warns of a ${ that is not one (issue 21)', async () => {
    const onSubmit = renderForm();
    const B = PROMPTS_ADMIN_MESSAGES.blanks;
    typeInto(M.title, 'Iklan');
    typeInto(M.description, 'Untuk jualan');
    typeInto(M.promptText, 'Iklan ${produk} untuk ${audiens:remaja} dan ${produk}, harga ${harga');
    expect(screen.getByText(B.found(2), { exact: false }).textContent).toBe(
      `${B.found(2)} produk, audiens (${B.defaultIs('remaja')})`,
    );
    expect(screen.getByText(B.unclosed(62))).toBeTruthy();
    typeInto(M.promptText, 'Tiada tempat kosong');
    expect(screen.queryByText(B.found(1), { exact: false })).toBeNull();
    expect(screen.queryByText(/is never closed/)).toBeNull();
    // A warning, not a refusal: the text saves as it is.
    typeInto(M.promptText, 'Harga ${harga');
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ promptText: 'Harga ${harga' }));
  });

  it('refuses an image address that is not http(s)', async () => {
    const onSubmit = renderForm();
    typeInto(M.title, 'Iklan');
    typeInto(M.description, 'Untuk jualan');
    typeInto(M.promptText, 'Tulis iklan');
    typeInto(M.imageUrl, 'javascript:alert(1)');
    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(PROMPT_MESSAGES.imageUrlInvalid)).toBeTruthy();
  });
});
