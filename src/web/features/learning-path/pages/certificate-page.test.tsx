// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type MyCertificateResponse,
} from '@shared/certificates';
import { renderWithClient } from '../../../lib/test-render';
import { apiError, stubApi } from '../../../lib/test-api';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';
import CertificateCheckPage from './certificate-check-page';
import CertificatePage from './certificate-page';

afterEach(cleanup);

const earned: MyCertificateResponse = { certificate: null, earned: true, name: 'Nur Aisyah' };
const CERTIFICATE: Certificate = {
  code: 'HAB-K9QX-7M2P',
  name: 'Nur Aisyah',
  username: 'aisyah88',
  issuedOn: '2026-11-27',
  tutorials: ['Asas Prompt'],
};

describe('/sijil (issues 21 and 31)', () => {
  it('issues the certificate under the profile name, which is changed in Edit Profil, then shows it', async () => {
    const requests = stubApi({
      'GET /api/me/certificate': () => earned,
      'POST /api/me/certificate': () => CERTIFICATE,
    });
    renderWithClient(<CertificatePage />);
    expect(await screen.findByText('Nur Aisyah')).toBeTruthy();
    // No field to type another name in: the profile's is the one.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: M.editProfile }).getAttribute('href')).toBe(
      '/dashboard#edit-profil',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: M.issue }));
    expect(await screen.findByText(M.code('HAB-K9QX-7M2P'))).toBeTruthy();
    expect(screen.getByText(M.username('aisyah88'))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toBeUndefined();
    expect(screen.getByRole('button', { name: M.print })).toBeTruthy();
  });

  it('sends a member without a profile name to Edit Profil first', async () => {
    const requests = stubApi({ 'GET /api/me/certificate': () => ({ ...earned, name: null }) });
    renderWithClient(<CertificatePage />);
    expect(await screen.findByText(CERTIFICATE_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.editProfile }).getAttribute('href')).toBe(
      '/dashboard#edit-profil',
    );
    expect(screen.queryByRole('button', { name: M.issue })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says how to earn it when it is not earned yet', async () => {
    stubApi({ 'GET /api/me/certificate': () => ({ ...earned, earned: false }) });
    renderWithClient(<CertificatePage />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: M.notEarnedTitle })).toBeTruthy(),
    );
    expect(screen.getByText(CERTIFICATE_MESSAGES.notEarned)).toBeTruthy();
  });
});

describe('/sijil/{code}, the public check (issue 31)', () => {
  it('shows the name, the username and the date, and says what the certificate records', async () => {
    stubApi({ 'GET /api/certificates/:code': () => CERTIFICATE });
    renderWithClient(<CertificateCheckPage />, {
      user: null,
      at: '/sijil/HAB-K9QX-7M2P',
      route: '/sijil/:code',
    });
    const status = (await screen.findByText(M.valid)).closest('[role="status"]');
    expect(status?.textContent).toContain(CERTIFICATE_MESSAGES.records);
    expect(screen.getByText('Nur Aisyah')).toBeTruthy();
    expect(screen.getByText(M.username('aisyah88'))).toBeTruthy();
    expect(screen.getByText(M.issuedOn('27 November 2026'))).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Asas Prompt');
  });

  it('says so for an unknown code', async () => {
    stubApi({
      'GET /api/certificates/:code': () => apiError(404, CERTIFICATE_MESSAGES.notFound),
    });
    renderWithClient(<CertificateCheckPage />, {
      user: null,
      at: '/sijil/HAB-2222-2222',
      route: '/sijil/:code',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(CERTIFICATE_MESSAGES.notFound);
  });
});
