import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp, type TestApp } from '../test/app.js';
import { redactTokens, redactingLogger } from './logging.js';

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
    expect(redactTokens('/reset-password?token=abc-_1')).toBe('/reset-password?token=[redacted]');
    expect(redactTokens('GET:/x?a=1&reset_token=abc&b=2 not found')).toBe(
      'GET:/x?a=1&reset_token=[redacted]&b=2 not found',
    );
    expect(redactTokens('/x?Token=abc#top')).toBe('/x?Token=[redacted]#top');
    expect(redactTokens('/x?tokenless=1&page=2')).toBe('/x?tokenless=1&page=2');
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
