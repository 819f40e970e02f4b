// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepPromptsAction } from '../../../components/item-actions';
import { promptOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { reply, stubApi, type ApiRequest } from '../../../lib/test-api';
import { STEP_PROMPTS_MESSAGES as M } from '../messages';

const TEXT = 'Tulis 3 kapsyen jualan untuk Kedai Kek Ani & rakan-rakan.';
const prompt = promptOf({ title: 'Kapsyen Jualan', description: null, promptText: TEXT });

let requests: ApiRequest[];
const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  requests = stubApi({
    'GET /api/prompts/lookup': ({ query }) =>
      query.get('title') === prompt.title
        ? prompt
        : reply(404, { error: { code: 'not_found', message: 'Prompt Tidak Ditemukan' } }),
    'POST /api/prompts/:id/copy': () => reply(204),
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderStep = (titles: string[]) =>
  renderWithClient(<StepPromptsAction titles={titles} task="Tulis kapsyen" />);

describe('a workflow step’s prompts (issue 19)', () => {
  it('copies the prompt and records the copy; a title no prompt has shows nothing', async () => {
    renderStep(['Kapsyen Jualan', 'Tiada Prompt Ini']);
    const section = await screen.findByRole('region', { name: `${M.stepPrompts}: Tulis kapsyen` });
    await within(section).findByText(TEXT);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(within(section).getByRole('button', { name: M.copyPromptOf(prompt.title) }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.promptCopied));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/prompts/p1/copy'),
    );
  });

  it('opens ChatGPT and Claude with the prompt in their address, in a new tab', async () => {
    renderStep(['Kapsyen Jualan']);
    const chatgpt = await screen.findByRole('link', { name: /dalam ChatGPT/ });
    expect(chatgpt.getAttribute('href')).toBe(`https://chatgpt.com/?q=${encodeURIComponent(TEXT)}`);
    expect(chatgpt.getAttribute('target')).toBe('_blank');
    expect(chatgpt.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /dalam Claude/ }).getAttribute('href')).toBe(
      `https://claude.ai/new?q=${encodeURIComponent(TEXT)}`,
    );
  });

  it('copies the prompt for Gemini, which takes none in its address, then opens it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderStep(['Kapsyen Jualan']);
    fireEvent.click(await screen.findByRole('button', { name: /dalam Gemini/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://gemini.google.com/app',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(toast.success).toHaveBeenCalledWith(M.pasteIn('Gemini'));
  });
});
