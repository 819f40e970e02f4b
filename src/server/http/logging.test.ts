import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestApp } from '../test/app.js';
import { redactText, redactUrl, redactingLogger } from './logging.js';

/** Collects log lines as a pino destination. */
function logLines() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]{43})/;

/** Opens a reset link as the browser and the reset page do: the page, then the token check. */
async function openResetLink(app: TestApp, token: string) {
  const page = await app.as(null).get(`/reset-password?token=${token}`);
  expect(page.statusCode).toBe(404); // API tests serve no SPA; the request is logged all the same
  const check = await app.as(null).post('/api/auth/password-reset/check', { token });
  expect(check.statusCode).toBe(200);
}

describe('redacting logger', () => {
  it('replaces the value of every token parameter and keeps the rest of the URL', () => {
    expect(redactText('/reset-password?token=abc-_1')).toBe('/reset-password?token=[redacted]');
    expect(redactText('GET:/x?a=1&reset_token=abc&b=2 not found')).toBe(
      'GET:/x?a=1&reset_token=[redacted]&b=2 not found',
    );
    expect(redactText('/x?Token=abc#top')).toBe('/x?Token=[redacted]#top');
    expect(redactText('/x?tokenless=1&page=2')).toBe('/x?tokenless=1&page=2');
    expect(redactText('Route GET:/api/tools?q=rahsia not found, did you mean it?')).toBe(
      'Route GET:/api/tools?q=[redacted] not found, did you mean it?',
    );
  });

  it('keeps the path and keys of a URL and redacts searches, emails and sign-in names', () => {
    expect(redactUrl('/api/tools?q=rahsia&sort=name&limit=20')).toBe(
      '/api/tools?q=[redacted]&sort=name&limit=20',
    );
    expect(redactUrl('/api/admin/users?status=active&q=someone%40example.com')).toBe(
      '/api/admin/users?status=active&q=[redacted]',
    );
    expect(redactUrl('/x?search=a&email=b@c.my&identifier=d&username=e&user_email=f')).toBe(
      '/x?search=[redacted]&email=[redacted]&identifier=[redacted]&username=[redacted]&user_email=[redacted]',
    );
    expect(redactUrl('/x?password=a&new_password=b&client_secret=c')).toBe(
      '/x?password=[redacted]&new_password=[redacted]&client_secret=[redacted]',
    );
    // Empty values are marked too; a key without a value has nothing to hide.
    expect(redactUrl('/x?q=&token')).toBe('/x?q=[redacted]&token');
    // Other keys, and URLs without a query, are kept as they are.
    expect(redactUrl('/api/tools/lookup?name=ChatGPT&queue=1&faq=2')).toBe(
      '/api/tools/lookup?name=ChatGPT&queue=1&faq=2',
    );
    expect(redactUrl('/api/tools')).toBe('/api/tools');
    expect(redactUrl('/api/tools?')).toBe('/api/tools?');
  });

  it('compares keys percent-decoded, with + as a space, and case-folded', () => {
    for (const key of ['%74oken', 'TOKEN', 'to%6Ben', '%54%4F%4B%45%4E', 'Reset%5FToken', '%51']) {
      expect(redactUrl(`/x?page=2&${key}=RAHSIA`), key).toBe(`/x?page=2&${key}=[redacted]`);
    }
    expect(redactUrl('/x?E%2DMail=a&%45mail=b&+q=c')).toBe(
      '/x?E%2DMail=a&%45mail=[redacted]&+q=[redacted]',
    );
    expect(redactUrl('/x?to+ken=a')).toBe('/x?to+ken=a'); // "to ken"
  });

  it('redacts a value hidden behind another separator: ; ? or #', () => {
    expect(redactUrl('/x?a=1;token=b?q=c#email=d&e=f')).toBe(
      '/x?a=1;token=[redacted]?q=[redacted]#email=[redacted]&e=f',
    );
  });

  it('redacts the whole query when an escape is malformed, and never throws', () => {
    for (const url of ['/x?%ZZ=1&q=2', '/x?q%=1', '/x?page=%E0%A4%A&token=abc', '/x?a=%ED%A0%80']) {
      expect(redactUrl(url), url).toBe('/x?[redacted]');
    }
    expect(redactText('GET:/x?page=%&q=rahsia not found')).toBe('GET:/x?[redacted] not found');
  });

  it('reaches messages and errors', () => {
    const log = logLines();
    const options = redactingLogger({ level: 'info' }) as LoggerOptions;
    const logger = pino(options, log.stream);
    logger.info('Route GET:/reset-password?token=RAHSIA not found');
    logger.warn({ err: new Error('reply sent twice in "/reset-password?token=RAHSIA"') }, 'oops');
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toContain('/reset-password?token=[redacted] not found');
    expect(log.lines[1]).toContain('token=[redacted]');
    expect(log.lines.filter((line) => line.includes('RAHSIA'))).toEqual([]);
  });
});

const smtpLog = logLines();
const t = useTestApp({}, { log: smtpLog.stream });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'habai-log-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const fileLog = logLines();
const noSmtp = useTestApp(
  { SMTP_URL: '', DATA_DIR: dataDir },
  { databaseOf: t, log: fileLog.stream },
);

const requestReset = (app: TestApp, email: string) =>
  app.as(null).post('/api/auth/password-reset', { email });

describe('log lines', () => {
  it('never carry a reset token, from the mail request to the link being opened', async () => {
    await t().createUser({ email: 'log.lupa@contoh.my' });
    expect((await requestReset(t(), 'log.lupa@contoh.my')).statusCode).toBe(200);
    const mail = await t().mail.waitForMail('log.lupa@contoh.my');
    const token = RESET_LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);

    await openResetLink(t(), token);
    expect((await t().as(null).get(`/api/tiada?token=${token}`)).statusCode).toBe(404);

    // The requests were logged, with the token's place kept and its value gone.
    const text = smtpLog.lines.join('');
    expect(text).toContain('"url":"/reset-password?token=[redacted]"');
    expect(text).toContain('"url":"/api/auth/password-reset/check"');
    expect(text).toContain('"url":"/api/tiada?token=[redacted]"');
    expect(smtpLog.lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it('without SMTP_URL name the mail file, which holds the link; no line holds the token', async () => {
    await noSmtp().createUser({ email: 'tanpa.smtp@contoh.my' });
    expect((await requestReset(noSmtp(), 'tanpa.smtp@contoh.my')).statusCode).toBe(200);
    const mailLine = await vi.waitFor(() => {
      const found = fileLog.lines.find((line) => line.includes('mail written'));
      if (!found) throw new Error('no mail line yet');
      return JSON.parse(found) as { file: string };
    });
    const { text = '' } = await simpleParser(fs.readFileSync(mailLine.file));
    const token = RESET_LINK.exec(text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mailLine.file}`);

    await openResetLink(noSmtp(), token);
    expect(fileLog.lines.join('')).toContain('"url":"/reset-password?token=[redacted]"');
    expect(fileLog.lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

/** The lines (of any level, info among them) that hold `value`, raw or percent-encoded. */
const linesWith = (lines: string[], value: string) =>
  lines.filter((line) => line.includes(value) || line.includes(encodeURIComponent(value)));

// Issue 15: search terms, admins' searches by email and mail recipients are personal data.
describe('log lines at info level', () => {
  it('keep the path and keys of a member’s search, not the words searched for', async () => {
    const cookie = await t().member();
    expect((await t().as(cookie).get('/api/tools?q=rahsia&sort=name')).statusCode).toBe(200);
    expect((await t().as(cookie).get('/api/tiada?q=rahsia')).statusCode).toBe(404);

    const info = smtpLog.lines.filter(
      (line) => (JSON.parse(line) as { level: number }).level === 30,
    );
    expect(info.join('')).toContain('"url":"/api/tools?q=[redacted]&sort=name"');
    expect(info.join('')).toContain('"url":"/api/tiada?q=[redacted]"');
    expect(linesWith(smtpLog.lines, 'rahsia')).toEqual([]);
  });

  it('hold no email an admin searched the Users tab for', async () => {
    const cookie = await t().admin();
    const search = await t().as(cookie).get('/api/admin/users?q=someone@example.com');
    expect(search.statusCode).toBe(200);
    const encoded = await t().as(cookie).get('/api/admin/users?q=someone%40example.com&status=all');
    expect(encoded.statusCode).toBe(200);

    const text = smtpLog.lines.join('');
    expect(text).toContain('"url":"/api/admin/users?q=[redacted]"');
    expect(text).toContain('"url":"/api/admin/users?q=[redacted]&status=all"');
    expect(linesWith(smtpLog.lines, 'someone@example.com')).toEqual([]);
  });

  it('hold no token, however its key is percent-encoded or cased', async () => {
    const keys = ['%74oken', 'TOKEN', 'to%6Ben', 'Reset%5FToken'];
    for (const [i, key] of keys.entries()) {
      const res = await t().as(null).get(`/api/tiada?${key}=TERSEMBUNYI${i}&page=2`);
      expect(res.statusCode).toBe(404);
      expect(smtpLog.lines.join('')).toContain(`"url":"/api/tiada?${key}=[redacted]&page=2"`);
    }
    expect((await t().as(null).get('/api/tiada?%ZZ=1&token=TERSEMBUNYI')).statusCode).toBe(404);
    expect(smtpLog.lines.join('')).toContain('"url":"/api/tiada?[redacted]"');
    expect(linesWith(smtpLog.lines, 'TERSEMBUNYI')).toEqual([]);
  });

  it('without SMTP_URL name the mail file and its subject, never the recipient', async () => {
    const email = 'penerima.sulit@contoh.my';
    await noSmtp().createUser({ email });
    const before = fileLog.lines.length;
    expect((await requestReset(noSmtp(), email)).statusCode).toBe(200);
    const mailLine = await vi.waitFor(() => {
      const found = fileLog.lines.slice(before).find((line) => line.includes('mail written'));
      if (!found) throw new Error('no mail line yet');
      return JSON.parse(found) as { level: number; file: string; msg: string };
    });
    expect(mailLine.level).toBe(30);
    expect(mailLine.msg).toBe('mail written: Tetapkan semula kata laluan Hab AI anda');
    // The file is the mail to that member: it is the log line that leaves them out.
    const mail = await simpleParser(fs.readFileSync(mailLine.file));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    expect(linesWith(fileLog.lines, email)).toEqual([]);
    expect(linesWith(fileLog.lines, 'penerima.sulit')).toEqual([]);
  });
});
