// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { textList } from '@shared/api';
import { TextListField } from './text-list-field';

afterEach(cleanup);

const Schema = z.object({ tips: textList() });

/** TextListField inside a form validated by the shared schema, as every admin form uses it. */
function Harness({ initial, onSave }: { initial: string[]; onSave: (v: unknown) => void }) {
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { tips: initial },
  });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <Controller
        control={form.control}
        name="tips"
        render={({ field }) => (
          <TextListField
            id="tips"
            label="Tips"
            itemLabel="Tip"
            addLabel="Tambah tip"
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <button type="submit">Hantar</button>
    </form>
  );
}

const row = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Tip ${n}` });
const rows = () => screen.getAllByRole<HTMLInputElement>('textbox').map((i) => i.value);

describe('TextListField', () => {
  it('starts with one empty row, which cannot be removed', () => {
    render(<Harness initial={[]} onSave={() => {}} />);
    expect(rows()).toEqual(['']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove tip 1' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole('group', { name: 'Tips' })).toBeTruthy();
  });

  it('adds a row and moves the focus into it; removing a row focuses the one before', () => {
    render(<Harness initial={['Satu', 'Dua']} onSave={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah tip' }));
    expect(rows()).toEqual(['Satu', 'Dua', '']);
    expect(row(3)).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tip 2' }));
    expect(rows()).toEqual(['Satu', '']);
    expect(row(1)).toBe(document.activeElement);
  });

  it('sends the rows trimmed, with the blank ones dropped', async () => {
    const onSave = vi.fn();
    render(<Harness initial={['Satu']} onSave={onSave} />);
    const add = screen.getByRole('button', { name: 'Tambah tip' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.change(row(2), { target: { value: '   ' } });
    fireEvent.change(row(4), { target: { value: '  Empat ' } });
    expect(rows()).toEqual(['Satu', '   ', '', '  Empat ']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Hantar' })));
    expect(onSave).toHaveBeenCalledWith({ tips: ['Satu', 'Empat'] }, expect.anything());
  });
});
