// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@shared/account';
import { renderWithClient } from '../../../lib/test-render';
import { APPROVAL_MESSAGES as W, REGISTRATION_MESSAGES as M } from '../messages';
import RegistrationPage from './registration-page';
import { reply, stubApi, type ApiRequest } from '../../../lib/test-api';

let requests: ApiRequest[];
beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  requests = stubApi({ 'POST /api/auth/register': () => reply(201, { ok: true }) });
});
afterEach(cleanup);

interface Filled {
  joinReason?: string;
  orderNumber?: string;
  username: string;
  email: string;
  password: string;
  confirm: string;
  gender: string;
  birthday: string;
  terms: boolean;
}
const VALID: Filled = {
  username: 'siti_daftar',
  email: 'siti@contoh.my',
  password: 'rahsia123',
  confirm: 'rahsia123',
  gender: 'female',
  birthday: '1990-05-17',
  terms: true,
};

function fillAndSubmit(changes: Partial<Filled>) {
  const v = { ...VALID, ...changes };
  renderWithClient(<RegistrationPage />, { user: null });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(M.username, v.username);
  type(M.email, v.email);
  type(M.password, v.password);
  type(M.confirm, v.confirm);
  fireEvent.change(screen.getByLabelText(M.gender), { target: { value: v.gender } });
  type(M.birthday, v.birthday);
  if (v.joinReason) type(M.joinReason, v.joinReason);
  if (v.orderNumber) type(M.orderNumber, v.orderNumber);
  if (v.terms) fireEvent.click(screen.getByRole('checkbox', { name: M.terms }));
  fireEvent.click(screen.getByRole('button', { name: M.submit }));
}

/** The one 'Validation Error' toast the submit raised (docs/product.md#accounts-and-approval), by its message. */
async function validationToast() {
  await waitFor(() => expect(toast.error).toHaveBeenCalledOnce());
  expect(toast.error).toHaveBeenCalledWith('Validation Error', expect.anything());
  return (vi.mocked(toast.error).mock.calls[0]![1] as { description: string }).description;
}

const shownErrors = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('/registration/newuser reports the first rule broken, in docs/product.md#accounts-and-approval order', () => {
  it.each<[string, Partial<Filled>, string]>([
    // The audit's case: passwords must match before terms.
    [
      'passwords differ and terms unticked',
      { confirm: 'rahsia124', terms: false },
      A.passwordsMismatch,
    ],
    ['passwords differ and too short', { password: 'abc', confirm: 'abd' }, A.passwordsMismatch],
    [
      'too short and terms unticked',
      { password: 'abc', confirm: 'abc', terms: false },
      A.passwordTooShortLong,
    ],
    ['only terms unticked', { terms: false }, A.agreeTerms],
    [
      'a field empty, passwords differ, terms unticked',
      { birthday: '', confirm: 'x', terms: false },
      A.fillAll,
    ],
    ['a username of spaces', { username: '   ' }, A.fillAll],
    ['no gender chosen, too short', { gender: '', password: 'abc', confirm: 'abc' }, A.fillAll],
  ])('%s: %s', async (_case, changes, message) => {
    fillAndSubmit(changes);
    expect(await validationToast()).toBe(message);
    // Only that rule's message shows on the form, and nothing is sent.
    expect(new Set(shownErrors())).toEqual(new Set([message]));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('checks the formats after the product’s rules: a bad username once they all hold', async () => {
    fillAndSubmit({ username: 'ab' });
    expect(await validationToast()).toBe(A.usernameFormat);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the account without the confirmation and the terms once every rule holds', async () => {
    fillAndSubmit({ username: '  siti_daftar ' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      username: 'siti_daftar',
      email: 'siti@contoh.my',
      password: 'rahsia123',
      gender: 'female',
      birthday: '1990-05-17',
      // Issue 23: 'Kenapa anda ingin menyertai?' left empty is sent as none.
      joinReason: null,
      orderNumber: null,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends what was said to 'Kenapa anda ingin menyertai?', trimmed (issue 23)", async () => {
    fillAndSubmit({ joinReason: '  Saya guru, mahu guna AI di kelas.  ' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      joinReason: 'Saya guru, mahu guna AI di kelas.',
    });
  });

  it("sends 'No. pesanan (pilihan)', trimmed, so the admin can match the payment (issue 33)", async () => {
    fillAndSubmit({ orderNumber: '  HAB-0042 ' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      orderNumber: 'HAB-0042',
    });
  });

  it('then gives way to the waiting panel: the three steps, the mail to expect, the way back', async () => {
    fillAndSubmit({});
    const panel = await screen.findByRole('region', { name: W.pendingTitle });
    expect(toast.success).toHaveBeenCalledWith(M.successTitle, { description: M.successBody });
    // The form is gone, and the panel's heading has the focus it had.
    expect(screen.queryByRole('button', { name: M.submit })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: W.pendingTitle }));
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual(W.steps.map((step) => `${step.title}${step.done}`));
    expect(panel.textContent).toContain(W.mailTo('siti@contoh.my'));
    expect(screen.getByRole('link', { name: W.toLanding }).getAttribute('href')).toBe('/landing');
  });

  it('opens the welcome page in a new tab, not the order form she has paid on (issue 33)', async () => {
    const links = {
      orderForm: 'https://kedai.contoh.my/borang',
      signupSite: 'https://kedai.contoh.my/borang',
      registrationWelcome: 'https://contoh.my/selamat-datang',
      affiliateRegister: 'https://contoh.my/affiliate',
      affiliatePortal: 'https://contoh.my/portal',
      supportGroup: 'https://contoh.my/sokongan',
      learningGroup: 'https://contoh.my/belajar',
      introVideoId: 'abcdefghijk',
    };
    stubApi({
      'POST /api/auth/register': () => reply(201, { ok: true }),
      'GET /api/site': () => ({ appName: 'Hab AI', links }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      fillAndSubmit({});
      await screen.findByRole('region', { name: W.pendingTitle });
      expect(open).toHaveBeenCalledWith(links.registrationWelcome, '_blank', 'noopener,noreferrer');
      expect(open).not.toHaveBeenCalledWith(links.orderForm, expect.anything(), expect.anything());
    } finally {
      open.mockRestore();
    }
  });
});
