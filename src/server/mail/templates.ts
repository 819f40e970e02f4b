import { defineMessages } from '../../shared/i18n/define-messages.js';
import type { MailMessage } from './mailer.js';

// Mail text in Malay (issue #3), and in the recipient's interface language (issue 33: the
// caller renders it inside withLanguage). Plain text: it reads well everywhere and carries the
// link as is.
export const MAIL_MESSAGES = defineMessages('MAIL_MESSAGES', {
  /** The formal Malay greeting, for mail about the account itself. */
  salam: (username: string) => `Assalamualaikum dan salam sejahtera ${username},`,
  /** The short greeting, for mail the member asked for or must act on. */
  hai: (username: string) => `Hai ${username},`,
  signature: 'Pasukan Hab AI',
  yourUsername: (username: string) => `Username anda: ${username}`,
  signInAt: (url: string) => `Log masuk di: ${url}`,
  seeYou: 'Jumpa anda di dalam!',
  welcome: {
    subject: 'Selamat datang ke Hab AI',
    thanks: 'Terima kasih kerana mendaftar dengan Hab AI.',
    review:
      'Akaun anda sedang disemak oleh admin. Anda akan boleh log masuk sebaik sahaja akaun diluluskan.',
  },
  reset: {
    subject: 'Tetapkan semula kata laluan Hab AI anda',
    request: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Hab AI anda.',
    click:
      'Klik pautan di bawah untuk menetapkan kata laluan baharu. Pautan ini sah selama 1 jam dan hanya boleh digunakan sekali.',
    ignore:
      'Jika anda tidak membuat permintaan ini, abaikan sahaja e-mel ini. Kata laluan anda tidak akan berubah.',
  },
  created: {
    subject: 'Akaun Hab AI anda telah dibuka',
    opened: 'Admin Hab AI telah membuka akaun untuk anda.',
    username: (username: string) => `Username: ${username}`,
    click:
      'Klik pautan di bawah untuk menetapkan kata laluan anda. Pautan ini sah selama 7 hari dan hanya boleh digunakan sekali.',
    tempPassword: (url: string) =>
      `Jika admin telah memberi anda kata laluan sementara, anda juga boleh log masuk di ${url} dan menetapkan kata laluan baharu semasa log masuk kali pertama.`,
  },
  emailChanged: {
    subject: 'E-mel akaun Hab AI anda telah ditukar',
    changedTo: (email: string) => `E-mel akaun Hab AI anda baru sahaja ditukar kepada ${email}.`,
    removed: 'E-mel akaun Hab AI anda baru sahaja dibuang daripada akaun.',
    notice: 'Mesej ini dihantar ke alamat lama anda sebagai makluman.',
    notYou:
      'Jika anda tidak membuat perubahan ini, akaun anda mungkin telah digunakan oleh orang lain.',
    // A reset link would now go to the new address: only the admin can put it right.
    contact:
      'Sila balas e-mel ini atau hubungi admin Hab AI dengan segera supaya akaun anda dapat dipulihkan.',
  },
  approved: {
    subject: 'Akaun Hab AI anda telah diluluskan',
    news: 'Berita baik! Admin Hab AI telah meluluskan akaun anda. Anda kini boleh log masuk dan mula belajar.',
    start: 'Selepas log masuk, mulakan dengan kad "Mula di sini" di dashboard anda.',
  },
  declined: {
    subject: 'Permohonan akaun Hab AI anda',
    thanks: 'Terima kasih atas minat anda terhadap Hab AI.',
    sorry: 'Harap maaf, permohonan akaun anda tidak dapat diluluskan buat masa ini.',
    help: 'Jika anda sudah membuat pembayaran atau merasakan ini satu kesilapan, balas e-mel ini atau hubungi admin Hab AI dan kami akan membantu anda.',
  },
  newRegistration: {
    subject: (username: string) => `Pendaftaran baharu: ${username}`,
    greeting: 'Hai admin,',
    waiting: 'Seorang ahli baharu telah mendaftar dan menunggu kelulusan anda.',
    username: (username: string) => `Username: ${username}`,
    email: (email: string) => `E-mel: ${email}`,
    joinReason: (reason: string) => `Kenapa ingin menyertai: ${reason}`,
    notGiven: '(tidak dinyatakan)',
    review: (url: string) => `Semak akaun yang menunggu: ${url}`,
    stop: 'Anda boleh berhenti menerima e-mel ini di tab Users panel admin.',
  },
});
const M = MAIL_MESSAGES;

/** The end of a mail that asks the member to sign in: their username, the link and a welcome. */
const signInClosing = (username: string, appUrl: string) => [
  '',
  M.yourUsername(username),
  M.signInAt(`${appUrl}/landing`),
  '',
  M.seeYou,
];

/** Every mail: the greeting, a blank line, the body and the team's name. */
function letter(to: string, subject: string, greeting: string, body: string[]): MailMessage {
  return { to, subject, text: [greeting, '', ...body, '', M.signature].join('\n') };
}

export function welcomeMail(to: string, opts: { username: string; appUrl: string }): MailMessage {
  return letter(to, M.welcome.subject, M.salam(opts.username), [
    M.welcome.thanks,
    M.welcome.review,
    ...signInClosing(opts.username, opts.appUrl),
  ]);
}

export function resetPasswordMail(
  to: string,
  opts: { username: string; link: string },
): MailMessage {
  return letter(to, M.reset.subject, M.hai(opts.username), [
    M.reset.request,
    M.reset.click,
    '',
    opts.link,
    '',
    M.reset.ignore,
  ]);
}

/**
 * docs/product.md#mail send-welcome-email after an admin creates an account. It carries a single-use link to
 * set a password, never a password (issue 15: mail is stored and forwarded in clear); a person
 * the admin told the first password in person signs in with it and must change it then.
 */
export function accountCreatedMail(
  to: string,
  opts: { username: string; link: string; appUrl: string },
): MailMessage {
  return letter(to, M.created.subject, M.salam(opts.username), [
    M.created.opened,
    '',
    M.created.username(opts.username),
    '',
    M.created.click,
    '',
    opts.link,
    '',
    M.created.tempPassword(`${opts.appUrl}/landing`),
  ]);
}

/** Issue 11: the old address hears of an email change, so a taken-over account is noticed. */
export function emailChangedMail(
  to: string,
  opts: { username: string; newEmail: string | null },
): MailMessage {
  const changed = opts.newEmail ? M.emailChanged.changedTo(opts.newEmail) : M.emailChanged.removed;
  return letter(to, M.emailChanged.subject, M.hai(opts.username), [
    changed,
    M.emailChanged.notice,
    '',
    M.emailChanged.notYou,
    M.emailChanged.contact,
  ]);
}

/**
 * Issue 19: an admin approved the account. The member no longer has to keep trying to sign in
 * to find out; the link opens the sign-in page.
 */
export function accountApprovedMail(
  to: string,
  opts: { username: string; appUrl: string },
): MailMessage {
  return letter(to, M.approved.subject, M.salam(opts.username), [
    M.approved.news,
    M.approved.start,
    ...signInClosing(opts.username, opts.appUrl),
  ]);
}

/** Issue 19: an admin declined the registration; the member hears it rather than guessing. */
export function accountDeclinedMail(to: string, opts: { username: string }): MailMessage {
  return letter(to, M.declined.subject, M.salam(opts.username), [
    M.declined.thanks,
    M.declined.sorry,
    '',
    M.declined.help,
  ]);
}

/**
 * Issue 23: someone registered; every admin who has not turned these off hears of it, with
 * what they said about joining and a link to the pending accounts.
 */
export function newRegistrationMail(
  to: string,
  opts: { username: string; email: string; joinReason: string | null; appUrl: string },
): MailMessage {
  const n = M.newRegistration;
  return letter(to, n.subject(opts.username), n.greeting, [
    n.waiting,
    '',
    n.username(opts.username),
    n.email(opts.email),
    n.joinReason(opts.joinReason ?? n.notGiven),
    '',
    n.review(`${opts.appUrl}/admin?tab=users&status=pending`),
    '',
    n.stop,
  ]);
}
