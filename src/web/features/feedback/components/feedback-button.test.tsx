// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES } from '@shared/feedback';
import { FEEDBACK_UI_MESSAGES as M } from '../messages';
import { FeedbackButton } from './feedback-button';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // The network boundary only: everything above fetch is the real code.
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  // A toast outlives its Toaster: without this, the next test's Toaster would show it again.
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderButton(at = '/tools?q=gpt', look?: 'floating' | 'menu') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <FeedbackButton look={look} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

// The dialog loads on the first press.
const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: M.open }));
  return screen.findByRole('dialog', { name: M.title });
};
const messageBox = () => screen.getByLabelText(M.messageLabel);
const type = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });

describe('feedback dialog', () => {
  it('opens from the floating button with the four types and an empty counter', async () => {
    renderButton();
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'I love it!',
      'Not helpful',
      'Bug report',
      'Suggestion',
    ]);
    expect(within(dialog).getByText('0/500')).toBeTruthy();
  });

  it('on a phone is an entry of the menu, named by its visible text, and opens the same dialog (issue 20)', async () => {
    renderButton('/tools', 'menu');
    const entry = screen.getByRole('button', { name: M.open });
    expect(entry.textContent).toBe(M.open);
    expect(entry.className).not.toContain('fixed');
    await openDialog();
  });

  it('floats only where the header shows its links (md and wider)', () => {
    renderButton();
    expect(screen.getByRole('button', { name: M.open }).className).toMatch(
      /\bhidden\b.*\bmd:inline-flex\b/,
    );
  });

  it('counts the message live and stops at 500 characters', async () => {
    renderButton();
    await openDialog();
    type('Hebat');
    expect(screen.getByText('5/500')).toBeTruthy();
    expect(messageBox().getAttribute('maxlength')).toBe('500');
  });

  it.each([
    ['no type is chosen', null, 'Ada masalah di sini'],
    ['the message is blank', /Bug report/, '   '],
  ])('refuses to send when %s', async (_case, radio, text) => {
    renderButton();
    await openDialog();
    if (radio) fireEvent.click(screen.getByRole('radio', { name: radio }));
    type(text);
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    // Inside the dialog, where a screen reader can reach it (the toast is outside the modal).
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(FEEDBACK_MESSAGES.required);
    expect(messageBox().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Cancel clears the form and closes; reopening starts empty', async () => {
    renderButton();
    screen.getByRole('button', { name: M.open }).focus();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: /Not helpful/ }));
    type('Tidak membantu');
    fireEvent.click(screen.getByRole('button', { name: M.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Keyboard users are back where they were.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: M.open })),
    );

    const dialog = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog).getByText('0/500')).toBeTruthy();
  });

  it('the close icon clears the form too', async () => {
    renderButton();
    await openDialog();
    type('Sesuatu');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openDialog();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('sends the type, trimmed message and current page, then thanks, clears and closes', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'x' }), { status: 201 }));
    renderButton('/learning?tutorial=abc');
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: /Bug report/ }));
    type('  Video tidak dimainkan  ');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.success)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'bug',
      message: 'Video tidak dimainkan',
      pageUrl: '/learning?tutorial=abc',
    });
    await openDialog();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed and says so when sending fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'internal_error', message: 'x' } }), {
        status: 500,
      }),
    );
    renderButton();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: /I love it!/ }));
    type('Suka!');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.failed)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((messageBox() as HTMLTextAreaElement).value).toBe('Suka!');
  });
});
