// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, NewPasswordForm } from '@shared/account';
import { ApiError } from '../../lib/api-client';
import { toastFirstError } from '../../lib/form-errors';
import { fieldsOf } from './bound-fields';
import { Form, setServerErrors, useZodForm } from './form';
import { FormActions } from './form-actions';
import { NewPasswordFields } from './new-password-fields';

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

// A small form of the kind members fill in: a name (required) and a note with a limit.
const NOTE_MAX = 20;
const Profile = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  note: z.string().max(NOTE_MAX, 'Note is too long'),
});
type Profile = z.infer<typeof Profile>;
const F = fieldsOf<Profile>();

/** Renders `fields` in a kit form; `onValid` gets what passed; the form's state is returned. */
function renderForm<T extends Record<string, string>>(
  schema: z.ZodType<T, FieldValues>,
  defaultValues: T,
  fields: ReactNode,
  onValid = vi.fn(),
) {
  const state: { form?: UseFormReturn<T, unknown, T> } = {};
  function Harness() {
    const form = useZodForm<T, T>(schema, { defaultValues: defaultValues as DefaultValues<T> });
    state.form = form;
    return (
      <Form form={form} onSubmit={form.handleSubmit(onValid, toastFirstError)}>
        {fields}
        <button type="submit">Send</button>
      </Form>
    );
  }
  render(<Harness />);
  return { form: () => state.form!, onValid };
}

const send = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('bound fields', () => {
  it("show the rule's message under the field, tied to it, in place of the hint", async () => {
    const { onValid } = renderForm(
      Profile,
      { name: '', note: '' },
      <F.Text name="name" id="profile-name" label="Name" hint="As others see it" />,
    );
    const field = screen.getByLabelText('Name');
    expect(field.getAttribute('aria-describedby')).toBe('profile-name-hint');

    await send();
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Name is required');
    expect(error.id).toBe('profile-name-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('profile-name-error');
    expect(screen.queryByText('As others see it')).toBeNull();
    // docs/product.md#errors-and-messages: the same message as a 'Validation Error' toast; nothing is sent.
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: 'Name is required',
    });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('count what is typed against the limit and read the count with the field', async () => {
    renderForm(
      Profile,
      { name: 'Aminah', note: '' },
      <F.TextArea name="note" id="profile-note" label="Note" count={NOTE_MAX} />,
    );
    const field = screen.getByLabelText('Note');
    expect(screen.getByText(`0/${NOTE_MAX}`).id).toBe('profile-note-count');
    fireEvent.change(field, { target: { value: 'Suka belajar' } });
    expect(await screen.findByText(`12/${NOTE_MAX}`)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'x'.repeat(NOTE_MAX + 1) } });
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Note is too long');
    expect(field.getAttribute('aria-describedby')).toBe('profile-note-count profile-note-error');
  });

  it('a ticked box is what the form holds; its error shows under it', async () => {
    const Terms = z.object({ terms: z.literal(true, 'Please agree') });
    type Terms = { terms: boolean };
    const T = fieldsOf<Terms>();
    function Harness() {
      const form = useZodForm<Terms>(Terms, { defaultValues: { terms: false } });
      return (
        <Form form={form} onSubmit={form.handleSubmit(vi.fn())}>
          <T.Checkbox name="terms" id="terms" label="I agree" />
          <button type="submit">Send</button>
        </Form>
      );
    }
    render(<Harness />);
    await send();
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(screen.getByRole('alert').textContent).toBe('Please agree');
    expect(box.getAttribute('aria-describedby')).toBe('terms-error');
  });
});

describe('what a form sends (issue 34)', () => {
  it("is what its fields show, even where React did not hear it given (a page's hydration)", async () => {
    const { onValid } = renderForm(
      Profile,
      { name: '', note: '' },
      <>
        <F.Text name="name" id="profile-name" label="Name" />
        <F.Text name="note" id="profile-note" label="Note" />
      </>,
    );
    // Set as the browser's autofill sets it before the script runs: no event React hears.
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'Siti');
    await send();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Siti', note: '' });
  });
});

describe("a server's refusal (setServerErrors)", () => {
  it('lands under the field it names, and says whether one landed', async () => {
    const { form } = renderForm(
      Profile,
      { name: 'Aminah', note: '' },
      <>
        <F.Text name="name" id="profile-name" label="Name" />
        <F.TextArea name="note" id="profile-note" label="Note" />
      </>,
    );
    const refusal = new ApiError(409, 'conflict', 'Name taken', { name: 'Name taken' });
    let landed = false;
    act(() => {
      landed = setServerErrors(form(), refusal);
    });
    expect(landed).toBe(true);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Name taken');
    expect(error.id).toBe('profile-name-error');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Note').getAttribute('aria-invalid')).toBe('false');
  });

  it('leaves a field the form lacks, and anything but a refusal, to the caller', () => {
    const { form } = renderForm(
      Profile,
      { name: 'Aminah', note: '' },
      <F.Text name="name" id="profile-name" label="Name" />,
    );
    const elsewhere = new ApiError(400, 'invalid', 'Bad token', { token: 'Bad token' });
    expect(setServerErrors(form(), elsewhere)).toBe(false);
    expect(setServerErrors(form(), new Error('offline'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('NewPasswordFields', () => {
  const pair = (
    <NewPasswordFields<NewPasswordForm>
      name="newPassword"
      id="new"
      label="New password"
      hint="At least 6 characters"
      confirm={{ name: 'confirmPassword', id: 'confirm', label: 'Confirm password' }}
    />
  );

  it('asks for a new password twice, as a new password', () => {
    renderForm(NewPasswordForm, { newPassword: '', confirmPassword: '' }, pair);
    for (const label of ['New password', 'Confirm password']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('type')).toBe('password');
      expect(field.getAttribute('autocomplete')).toBe('new-password');
    }
    expect(screen.getByText('At least 6 characters').id).toBe('new-hint');
  });

  it('reports a mismatch under the confirmation', async () => {
    const { onValid } = renderForm(NewPasswordForm, { newPassword: '', confirmPassword: '' }, pair);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'rahsia123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'rahsia124' },
    });
    await send();
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(ACCOUNT_MESSAGES.passwordsMismatchShort);
    expect(error.id).toBe('confirm-error');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('false');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('asks once where the form has no confirmation', () => {
    renderForm(
      z.object({ password: z.string() }),
      { password: '' },
      <NewPasswordFields<{ password: string }> name="password" id="pw" label="Password" />,
    );
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
  });
});

describe('FormActions', () => {
  it('on a page, Cancel waits while the form is sent; in a dialog it does not', () => {
    const actions = { busy: true, onCancel: vi.fn(), cancel: 'Cancel', submit: 'Save' };
    render(<FormActions {...actions} submitting="Saving..." />);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    cleanup();

    render(<FormActions {...actions} dialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.onCancel).toHaveBeenCalledOnce();
    // No wording of its own while sending: the button keeps saying what it does.
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
