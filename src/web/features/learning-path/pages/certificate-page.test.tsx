// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyCertificateResponse } from '@shared/certificates';
import { renderWithClient } from '../../../lib/test-render';
import { stubApi } from '../../../lib/test-api';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';
import CertificatePage from './certificate-page';

afterEach(cleanup);

const earned: MyCertificateResponse = { certificate: null, earned: true, suggestedName: '' };

describe('/sijil (issue 21)', () => {
  it('asks the member for the name to print before it is issued, then shows the certificate', async () => {
    const requests = stubApi({
      'GET /api/me/certificate': () => earned,
      'POST /api/me/certificate': ({ body }) => ({
        code: 'HAB-K9QX-7M2P',
        name: (body as { name: string }).name,
        issuedOn: '2026-11-27',
        tutorials: ['Asas Prompt'],
      }),
    });
    renderWithClient(<CertificatePage />);
    const name = (await screen.findByLabelText(M.nameLabel)) as HTMLInputElement;
    // Never the username unasked: the suggestion here is empty, and nothing was sent yet.
    expect(name.value).toBe('');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(name, { target: { value: 'Nur Aisyah' } });
    fireEvent.click(screen.getByRole('button', { name: M.issue }));
    expect(await screen.findByText('Nur Aisyah')).toBeTruthy();
    expect(screen.getByText(M.code('HAB-K9QX-7M2P'))).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Nur Aisyah' });
    expect(screen.getByRole('button', { name: M.print })).toBeTruthy();
  });

  it('says how to earn it when it is not earned yet', async () => {
    stubApi({ 'GET /api/me/certificate': () => ({ ...earned, earned: false }) });
    renderWithClient(<CertificatePage />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: M.notEarnedTitle })).toBeTruthy(),
    );
  });
});
