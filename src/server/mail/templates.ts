import type { MailMessage } from './mailer.js';

// Mail text in Malay (issue #3). Plain text: it reads well everywhere and carries the link as is.

/** The formal Malay greeting, for mail about the account itself. */
const salam = (username: string) => `Assalamualaikum dan salam sejahtera ${username},`;
/** The short greeting, for mail the member asked for or must act on. */
const hai = (username: string) => `Hai ${username},`;

/** The end of a mail that asks the member to sign in: their username, the link and a welcome. */
const signInClosing = (username: string, appUrl: string) => [
  '',
  `Username anda: ${username}`,
  `Log masuk di: ${appUrl}/landing`,
  '',
  'Jumpa anda di dalam!',
];

/** Every mail: the greeting, a blank line, the body and the team's name. */
function letter(to: string, subject: string, greeting: string, body: string[]): MailMessage {
  return { to, subject, text: [greeting, '', ...body, '', 'Pasukan Hab AI'].join('\n') };
}

export function welcomeMail(to: string, opts: { username: string; appUrl: string }): MailMessage {
  return letter(to, 'Selamat datang ke Hab AI', salam(opts.username), [
    'Terima kasih kerana mendaftar dengan Hab AI.',
    'Akaun anda sedang disemak oleh admin. Anda akan boleh log masuk sebaik sahaja akaun diluluskan.',
    ...signInClosing(opts.username, opts.appUrl),
  ]);
}

export function resetPasswordMail(
  to: string,
  opts: { username: string; link: string },
): MailMessage {
  return letter(to, 'Tetapkan semula kata laluan Hab AI anda', hai(opts.username), [
    'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Hab AI anda.',
    'Klik pautan di bawah untuk menetapkan kata laluan baharu. Pautan ini sah selama 1 jam dan hanya boleh digunakan sekali.',
    '',
    opts.link,
    '',
    'Jika anda tidak membuat permintaan ini, abaikan sahaja e-mel ini. Kata laluan anda tidak akan berubah.',
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
  return letter(to, 'Akaun Hab AI anda telah dibuka', salam(opts.username), [
    'Admin Hab AI telah membuka akaun untuk anda.',
    '',
    `Username: ${opts.username}`,
    '',
    'Klik pautan di bawah untuk menetapkan kata laluan anda. Pautan ini sah selama 7 hari dan hanya boleh digunakan sekali.',
    '',
    opts.link,
    '',
    `Jika admin telah memberi anda kata laluan sementara, anda juga boleh log masuk di ${opts.appUrl}/landing dan menetapkan kata laluan baharu semasa log masuk kali pertama.`,
  ]);
}

/** Issue 11: the old address hears of an email change, so a taken-over account is noticed. */
export function emailChangedMail(
  to: string,
  opts: { username: string; newEmail: string | null },
): MailMessage {
  const changed = opts.newEmail
    ? `E-mel akaun Hab AI anda baru sahaja ditukar kepada ${opts.newEmail}.`
    : 'E-mel akaun Hab AI anda baru sahaja dibuang daripada akaun.';
  return letter(to, 'E-mel akaun Hab AI anda telah ditukar', hai(opts.username), [
    changed,
    'Mesej ini dihantar ke alamat lama anda sebagai makluman.',
    '',
    'Jika anda tidak membuat perubahan ini, akaun anda mungkin telah digunakan oleh orang lain.',
    // A reset link would now go to the new address: only the admin can put it right.
    'Sila balas e-mel ini atau hubungi admin Hab AI dengan segera supaya akaun anda dapat dipulihkan.',
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
  return letter(to, 'Akaun Hab AI anda telah diluluskan', salam(opts.username), [
    'Berita baik! Admin Hab AI telah meluluskan akaun anda. Anda kini boleh log masuk dan mula belajar.',
    'Selepas log masuk, mulakan dengan kad "Mula di sini" di dashboard anda.',
    ...signInClosing(opts.username, opts.appUrl),
  ]);
}

/** Issue 19: an admin declined the registration; the member hears it rather than guessing. */
export function accountDeclinedMail(to: string, opts: { username: string }): MailMessage {
  return letter(to, 'Permohonan akaun Hab AI anda', salam(opts.username), [
    'Terima kasih atas minat anda terhadap Hab AI.',
    'Harap maaf, permohonan akaun anda tidak dapat diluluskan buat masa ini.',
    '',
    'Jika anda sudah membuat pembayaran atau merasakan ini satu kesilapan, balas e-mel ini atau hubungi admin Hab AI dan kami akan membantu anda.',
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
  return letter(to, `Pendaftaran baharu: ${opts.username}`, 'Hai admin,', [
    'Seorang ahli baharu telah mendaftar dan menunggu kelulusan anda.',
    '',
    `Username: ${opts.username}`,
    `E-mel: ${opts.email}`,
    `Kenapa ingin menyertai: ${opts.joinReason ?? '(tidak dinyatakan)'}`,
    '',
    `Semak akaun yang menunggu: ${opts.appUrl}/admin?tab=users&status=pending`,
    '',
    'Anda boleh berhenti menerima e-mel ini di tab Users panel admin.',
  ]);
}
