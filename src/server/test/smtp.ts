import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipient, lowercased (one entry per recipient). */
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part, or '' when there is none. */
  html: string;
  /** Every header as sent (unfolded), by its lowercased name. */
  headers: Record<string, string>;
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * A real SMTP server on 127.0.0.1 for API tests: the app sends through nodemailer exactly as
 * in production, and each message lands, parsed, in `inbox`. No TLS, no authentication.
 */
export async function startSmtpReceiver() {
  const inbox: ReceivedMail[] = [];
  /** Mails already handed out by waitForMail, so a second call waits for the next one. */
  const taken = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            inbox.push({
              to: rcpt.address.toLowerCase(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
            });
          }
          for (const notify of listeners) notify();
          // Accept only once the mail is in the inbox: the sender's await then implies delivery.
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const nextFor = (to: string) =>
    inbox.find((mail) => mail.to === to.toLowerCase() && !taken.has(mail));

  /**
   * The oldest mail to `to` not yet returned by an earlier call, waiting up to `timeoutMs`
   * for it to arrive.
   */
  function waitForMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = nextFor(to);
        if (!mail) return false;
        taken.add(mail);
        listeners.delete(check);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        const seen = inbox.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'nothing';
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms (inbox: ${seen})`));
      }, timeoutMs);
      if (!check()) listeners.add(check);
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Every mail received for `to`, oldest first. */
    mailsTo: (to: string) => inbox.filter((mail) => mail.to === to.toLowerCase()),
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
