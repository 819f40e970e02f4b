import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '../../../shared/logos.js';
import { auditCount } from '../../test/audit.js';
import { useTestApp } from '../../test/app.js';

// Issue 32, real logos: an admin uploads or clears a tool's logo; every stored logo is served
// from our own origin, for ever at its address, as what its bytes are.

const t = useTestApp();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR and the rest of a small picture'),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>',
);

const upload = (cookie: string | null, toolId: string, bytes: Buffer, type = 'image/png') =>
  t()
    .as(cookie)
    .put(`/api/admin/tools/${toolId}/logo`, bytes, { headers: { 'content-type': type } });

async function aTool() {
  const [tool] = await t().insertTools({ name: `Alat Logo ${Math.random()}` });
  return tool!;
}

describe('PUT /api/admin/tools/:id/logo', () => {
  it('is for admins only: 401 for a visitor, 403 for a member, and nothing is kept', async () => {
    const tool = await aTool();
    expect((await upload(null, tool.id, PNG)).statusCode).toBe(401);
    expect((await upload(await t().member(), tool.id, PNG)).statusCode).toBe(403);
    const row = await t().db.selectFrom('tool_logos').selectAll().execute();
    expect(row.filter((r) => r.tool_id === tool.id)).toEqual([]);
  });

  it('keeps the picture, audited, and the tool shows it at our own address', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    const audited = await auditCount(t().db, 'tools');
    // The browser may call it anything: the bytes say it is a PNG.
    const res = await upload(admin, tool.id, PNG, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json() as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^/media/logos/${tool.id}/[0-9a-f]{16}$`));
    expect(await auditCount(t().db, 'tools')).toBe(audited + 1);

    const member = await t().member();
    const detail = await t().as(member).get(`/api/tools/${tool.id}`);
    expect(detail.json().tool.logoUrl).toBe(logoUrl);
    const served = await t().as(member).get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an SVG as one, in a sandbox where nothing in it runs or loads', async () => {
    const tool = await aTool();
    const res = await upload(await t().admin(), tool.id, SVG, 'image/svg+xml');
    expect(res.statusCode, res.body).toBe(200);
    // Visitors see logos too (the landing page's showcase).
    const served = await t().as(null).get(res.json().logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('refuses what is no picture of ours, whatever it is called (415), in Malay', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    for (const [bytes, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/svg+xml'],
      [Buffer.from('GIF89a……'), 'image/gif'],
      [Buffer.from('%PDF-1.7'), 'image/png'],
    ] as const) {
      const res = await upload(admin, tool.id, bytes, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().error.message).toBe(LOGO_MESSAGES.badType);
    }
    const empty = await upload(admin, tool.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(LOGO_MESSAGES.empty);
    expect((await t().as(admin).get(`/api/admin/tools/${tool.id}`)).json().logoUrl).toBeNull();
  });

  it('refuses a picture over 256 KB (413), in Malay, and takes one of exactly 256 KB', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload(admin, tool.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(LOGO_MESSAGES.tooBig);
    const fits = await upload(admin, tool.id, big.subarray(0, LOGO_MAX_BYTES));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('answers 404 for a tool that does not exist', async () => {
    const res = await upload(await t().admin(), '00000000-0000-4000-8000-000000000000', PNG);
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/tools/:id/logo', () => {
  it('is for admins only, and clears the logo: the monogram again, the old address gone', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    const { logoUrl } = (await upload(admin, tool.id, PNG)).json() as { logoUrl: string };
    const member = await t().member();
    expect((await t().as(null).delete(`/api/admin/tools/${tool.id}/logo`)).statusCode).toBe(401);
    expect((await t().as(member).delete(`/api/admin/tools/${tool.id}/logo`)).statusCode).toBe(403);
    const audited = await auditCount(t().db, 'tools');
    const res = await t().as(admin).delete(`/api/admin/tools/${tool.id}/logo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null });
    expect(await auditCount(t().db, 'tools')).toBe(audited + 1);
    expect((await t().as(member).get(`/api/tools/${tool.id}`)).json().tool.logoUrl).toBeNull();
    expect((await t().as(member).get(logoUrl)).statusCode).toBe(404);
  });
});

describe('GET /media/logos/:toolId/:hash', () => {
  it('answers 404 for an address whose bytes were replaced, and for no logo at all', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    const first = (await upload(admin, tool.id, PNG)).json().logoUrl as string;
    const second = (await upload(admin, tool.id, SVG)).json().logoUrl as string;
    expect(second).not.toBe(first);
    expect((await t().as(null).get(first)).statusCode).toBe(404);
    expect((await t().as(null).get(second)).statusCode).toBe(200);
    expect((await t().as(null).get('/media/logos/nothing/0123456789abcdef')).statusCode).toBe(404);
    expect((await t().as(null).get(`/media/logos/${tool.id}/not-a-hash`)).statusCode).toBe(400);
  });

  it('goes with its tool: a deleted tool has no logo', async () => {
    const tool = await aTool();
    const admin = await t().admin();
    const { logoUrl } = (await upload(admin, tool.id, PNG)).json() as { logoUrl: string };
    expect((await t().as(admin).delete(`/api/admin/tools/${tool.id}`)).statusCode).toBe(204);
    expect((await t().as(null).get(logoUrl)).statusCode).toBe(404);
  });
});
