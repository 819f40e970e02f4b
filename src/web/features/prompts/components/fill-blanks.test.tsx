// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepPromptsAction } from '../../../components/item-actions';
import { promptOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { reply, stubApi, type ApiRequest } from '../../../lib/test-api';
import { BLANKS_MESSAGES as B, MODAL_LABELS, STEP_PROMPTS_MESSAGES as M } from '../messages';
import { PromptDetails } from './prompt-details';

// Issue 21: a prompt with blanks is filled in before it is copied or opened in a chat.
const TEXT = 'Tulis iklan untuk ${produk} bagi ${audiens:ibu bapa muda}, nada ${nada:mesra}.';
const prompt = promptOf({ title: 'Iklan Produk', description: null, promptText: TEXT });

let requests: ApiRequest[];
let kept: Record<string, string>;
const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  kept = { nada: 'santai' };
  requests = stubApi({
    'GET /api/prompts/lookup': () => prompt,
    'POST /api/prompts/:id/copy': () => reply(204),
    'GET /api/me/prompt-blanks': () => ({ values: kept }),
    'PUT /api/me/prompt-blanks': ({ body }) => {
      const { values } = body as { values: Record<string, string> };
      for (const [name, value] of Object.entries(values)) {
        if (value) kept[name] = value;
        else delete kept[name];
      }
      return { values: kept };
    },
    'DELETE /api/me/prompt-blanks': () => {
      kept = {};
      return reply(204);
    },
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const form = () => screen.findByRole('dialog', { name: `${B.title}: ${prompt.title}` });
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const preview = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: B.preview })).getByText(/Tulis iklan/);

describe('a prompt with blanks', () => {
  it('opens a field per blank with the kept value or the default, previews, copies the filled text, and keeps what was typed', async () => {
    renderWithClient(<PromptDetails prompt={prompt} labels={MODAL_LABELS} heading="h2" />);
    fireEvent.click(screen.getByRole('button', { name: MODAL_LABELS.copy }));
    const dialog = await form();
    expect(writeText).not.toHaveBeenCalled();

    // One field per blank, in order: empty, its default, and the value kept from last time.
    await waitFor(() => expect(field(dialog, 'Nada').value).toBe('santai'));
    expect(field(dialog, 'Produk').value).toBe('');
    expect(field(dialog, 'Audiens').value).toBe('ibu bapa muda');
    expect(preview(dialog).textContent).toBe(
      'Tulis iklan untuk [produk] bagi ibu bapa muda, nada santai.',
    );

    fireEvent.change(field(dialog, 'Produk'), { target: { value: 'Kopi Tenom' } });
    expect(preview(dialog).textContent).toBe(
      'Tulis iklan untuk Kopi Tenom bagi ibu bapa muda, nada santai.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: B.copy }));

    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'Tulis iklan untuk Kopi Tenom bagi ibu bapa muda, nada santai.',
      ),
    );
    expect(toast.success).toHaveBeenCalledWith(MODAL_LABELS.copied);
    await waitFor(() => expect(kept).toEqual({ produk: 'Kopi Tenom', nada: 'santai' }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/prompts/p1/copy');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a value put back to its default forgets the one kept; "Lupakan" forgets them all', async () => {
    renderWithClient(<PromptDetails prompt={prompt} labels={MODAL_LABELS} heading="h2" />);
    fireEvent.click(screen.getByRole('button', { name: MODAL_LABELS.copy }));
    let dialog = await form();
    await waitFor(() => expect(field(dialog, 'Nada').value).toBe('santai'));
    fireEvent.change(field(dialog, 'Nada'), { target: { value: 'mesra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: B.copy }));
    await waitFor(() => expect(kept).toEqual({}));

    kept = { produk: 'Kopi' };
    fireEvent.click(screen.getByRole('button', { name: MODAL_LABELS.copy }));
    dialog = await form();
    fireEvent.click(within(dialog).getByRole('button', { name: B.forget }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(B.forgotten));
    expect(kept).toEqual({});
  });

  it('in a workflow step, opens ChatGPT with the filled prompt, and Gemini after copying it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithClient(<StepPromptsAction titles={[prompt.title]} task="Tulis iklan" />);
    // With blanks to fill, the chats are buttons that open the form, not links to the raw text.
    fireEvent.click(await screen.findByRole('button', { name: /dalam ChatGPT/ }));
    let dialog = await form();
    fireEvent.change(field(dialog, 'Produk'), { target: { value: 'Kek Lapis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Buka dalam ChatGPT/ }));
    const filled = 'Tulis iklan untuk Kek Lapis bagi ibu bapa muda, nada santai.';
    expect(open).toHaveBeenCalledWith(
      `https://chatgpt.com/?q=${encodeURIComponent(filled)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(writeText).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: M.copyPromptOf(prompt.title) }));
    dialog = await form();
    await waitFor(() => expect(field(dialog, 'Produk').value).toBe('Kek Lapis'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Buka dalam Gemini/ }));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith(
        'https://gemini.google.com/app',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(filled);
    expect(toast.success).toHaveBeenCalledWith(M.pasteIn('Gemini'));
  });

  it('a prompt without blanks copies at once, as before, a written \\${ as ${', async () => {
    const plain = promptOf({ promptText: 'Ringkaskan artikel ini. Guna \\${var} dalam kod.' });
    renderWithClient(<PromptDetails prompt={plain} labels={MODAL_LABELS} heading="h2" />);
    fireEvent.click(screen.getByRole('button', { name: MODAL_LABELS.copy }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('Ringkaskan artikel ini. Guna ${var} dalam kod.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.path === '/api/me/prompt-blanks')).toBe(false);
  });
});
