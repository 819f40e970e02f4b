// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TOOL_PICKER_MESSAGES as M } from './messages';
import { renderAdmin, setupAdminTests } from '../test-utils';
import { ToolPicker } from './tool-picker';
import { stubApi, page } from '../../lib/test-api';
import { toolCardOf } from '../../lib/test-data';

setupAdminTests();

const TOOLS = ['ChatGPT', 'Claude', 'Cursor', 'Gemini'].map((name) =>
  toolCardOf({ id: name, name }),
);

/** The picker inside a form, as the step and prompt forms use it. */
function Harness({ initial, onSave }: { initial: string[]; onSave: (v: unknown) => void }) {
  const form = useForm<{ tools: string[] }>({ defaultValues: { tools: initial } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <Controller
        control={form.control}
        name="tools"
        render={({ field }) => (
          <ToolPicker
            id="tools"
            label="Tools"
            value={field.value}
            onChange={field.onChange}
            suggestions={['ChatGPT', 'Canva']}
          />
        )}
      />
      <button type="submit">Hantar</button>
    </form>
  );
}

function renderPicker(initial: string[] = []) {
  const requests = stubApi({
    'GET /api/tools': (r) => {
      const q = (r.query.get('q') ?? '').toLowerCase();
      return page(TOOLS.filter((t) => t.name.toLowerCase().includes(q)));
    },
  });
  const onSave = vi.fn();
  renderAdmin(<Harness initial={initial} onSave={onSave} />);
  return { onSave, requests };
}

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: M.input('Tools') });
const chips = () =>
  within(screen.getByRole('list', { name: M.selected('Tools') }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const press = (key: string) => fireEvent.keyDown(box(), { key });

describe('ToolPicker (docs/product.md#admin-panel "Tool picker")', () => {
  it('Enter adds a typed custom name as a chip and does not submit the form', () => {
    const { onSave } = renderPicker();
    fireEvent.change(box(), { target: { value: '  Alat Saya ' } });
    press('Enter');
    expect(chips()).toEqual(['Alat Saya']);
    expect(box().value).toBe('');
    // Enter in a text box submits its form (implicit submission) unless its default is
    // prevented, which jsdom does not simulate: the picker must prevent it.
    fireEvent.change(box(), { target: { value: 'Lagi Satu' } });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void box().dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
    expect(chips()).toEqual(['Alat Saya', 'Lagi Satu']);
  });

  it('refuses a blank name and one already chosen, saying why', () => {
    renderPicker(['ChatGPT']);
    fireEvent.change(box(), { target: { value: '   ' } });
    press('Enter');
    expect(screen.getByRole('alert').textContent).toBe(M.blank);
    fireEvent.change(box(), { target: { value: 'chatgpt' } });
    press('Enter');
    expect(screen.getByRole('alert').textContent).toBe(M.duplicate('chatgpt'));
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(chips()).toEqual(['ChatGPT']);
    // The Add button follows the same rules.
    fireEvent.click(screen.getByRole('button', { name: M.addTo('Tools') }));
    expect(chips()).toEqual(['ChatGPT']);
    fireEvent.change(box(), { target: { value: 'Baru' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.addTo('Tools') }));
    expect(chips()).toEqual(['ChatGPT', 'Baru']);
  });

  it('removes a chip with its button and moves the focus to the next chip', () => {
    renderPicker(['ChatGPT', 'Claude', 'Canva']);
    fireEvent.click(screen.getByRole('button', { name: M.remove('Claude', 'Tools') }));
    expect(chips()).toEqual(['ChatGPT', 'Canva']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: M.remove('Canva', 'Tools') }),
    );
    fireEvent.click(screen.getByRole('button', { name: M.remove('Canva', 'Tools') }));
    fireEvent.click(screen.getByRole('button', { name: M.remove('ChatGPT', 'Tools') }));
    expect(screen.queryByRole('list', { name: M.selected('Tools') })).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('offers the matching tools of the list, picked with the arrow keys and Enter', async () => {
    const { requests } = renderPicker(['Claude']);
    fireEvent.change(box(), { target: { value: 'c' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['ChatGPT', 'Cursor']),
    );
    expect(requests.at(-1)?.query.get('sort')).toBe('name');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe('tools-option-1');
    press('Enter');
    expect(chips()).toEqual(['Claude', 'Cursor']);
    // Closed after a pick so it does not cover the form; ArrowDown opens it again.
    expect(box().getAttribute('aria-expanded')).toBe('false');
    press('ArrowDown');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    press('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('tells assistive technology what is offered and highlighted, stopping at either end', async () => {
    renderPicker();
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box(), { target: { value: 'c' } });
    const listbox = await screen.findByRole('listbox', { name: M.matches });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
    // Each option is named by the tool.
    const options = ['ChatGPT', 'Claude', 'Cursor'].map((name) =>
      within(listbox).getByRole('option', { name }),
    );

    /** The option the box names as active: it alone is aria-selected. */
    const highlighted = () => {
      const selected = options.filter((o) => o.getAttribute('aria-selected') === 'true');
      const active = box().getAttribute('aria-activedescendant');
      expect(selected.map((o) => o.id)).toEqual(active ? [active] : []);
      return selected[0]?.textContent ?? null;
    };
    expect(highlighted()).toBeNull();
    press('ArrowDown');
    expect(highlighted()).toBe('ChatGPT');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(highlighted()).toBe('Cursor');
    // The pointer and the caret keys leave the highlight where it is.
    fireEvent.mouseMove(options[0]!);
    press('Home');
    expect(highlighted()).toBe('Cursor');
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowUp');
    expect(highlighted()).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('true');

    // Leaving the box closes the list at once, and picks nothing.
    press('ArrowDown');
    fireEvent.blur(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeFalsy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('list', { name: M.selected('Tools') })).toBeNull();
  });

  it('offers the suggested names as toggles', async () => {
    const { onSave } = renderPicker(['ChatGPT']);
    const chatgpt = screen.getByRole('button', { name: 'ChatGPT', pressed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Canva', pressed: false }));
    fireEvent.click(chatgpt);
    expect(chips()).toEqual(['Canva']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Hantar' })));
    expect(onSave).toHaveBeenCalledWith({ tools: ['Canva'] }, expect.anything());
  });
});
