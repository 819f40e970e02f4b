import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (issue 23: the weekly digest's lists of links). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Throws when mail cannot go out now (SMTP unreachable or refusing us); a batch asks first. */
  ready(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

type TransportOptions = Parameters<typeof nodemailer.createTransport>[0];

/** Nodemailer is loaded with the first mail, not at start (memory at rest). */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: mailer }) =>
      mailer.createTransport(options),
    ));
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/mail and
 * the log names the file, so someone trying the app locally can open it and follow a reset link
 * (the link itself is never logged: issue 11).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Log,
): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport(config.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from: config.mailFrom, ...message });
      },
      async ready() {
        await (await transport()).verify();
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(config.dataDir, 'mail');
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: config.mailFrom, ...message });
      // Private whoever builds the app (main.ts also sets the process's umask): reset links.
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log.info({ file }, `mail written: ${message.subject}`);
    },
    async ready() {},
  };
}
