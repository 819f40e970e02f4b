import { WORDS } from '@shared/glossary-words';
import { defineMessages } from '@shared/i18n/define-messages';

// docs/product.md#sign-in-and-sessions "Login and auth" and validation wording.
export const LOGIN_MESSAGES = defineMessages('LOGIN_MESSAGES', {
  identifierLabel: `${WORDS.emailLabel} atau Username`,
  identifierPlaceholder: 'nama@contoh.com atau username',
  passwordLabel: 'Kata Laluan',
  submit: 'Log Masuk',
  submitting: 'Sedang log masuk…',
  forgot: 'Forgot your password?',
  successTitle: 'Login Successful',
  failedTitle: 'Login Failed',
  // Issue 34: a first sign-in sent before the page's script had loaded; the new password is set
  // in the script's dialog.
  changeNeedsScript:
    'Kata laluan anda perlu ditukar. Log masuk sekali lagi apabila halaman ini selesai dimuatkan.',
} as const);

export const ADMIN_LOGIN_MESSAGES = defineMessages('ADMIN_LOGIN_MESSAGES', {
  title: 'Admin Login',
  subtitle: 'Log masuk ke panel pentadbir Hab AI.',
  identifierLabel: `${WORDS.emailLabel} atau Username Admin`,
  passwordLabel: 'Admin Password',
  submit: 'Log Masuk Admin',
  forgot: 'Forgot your admin credentials?',
  backHome: 'Kembali ke laman utama',
  successTitle: 'Welcome to the admin panel!',
  failedTitle: 'Admin Login Failed',
  errorTitle: 'Login Error',
} as const);

export const FORCED_CHANGE_MESSAGES = defineMessages('FORCED_CHANGE_MESSAGES', {
  title: 'Tukar Kata Laluan',
  description: 'Untuk keselamatan akaun anda, sila tetapkan kata laluan baharu sebelum meneruskan.',
  newLabel: 'Kata laluan baharu',
  confirmLabel: 'Sahkan kata laluan baharu',
  hint: 'Password must be at least 6 characters',
  submit: 'Simpan & Log Masuk',
  submitting: 'Menyimpan…',
  cancel: 'Batal',
  success: `Kata laluan berjaya ${WORDS.updated}. Selamat datang!`,
  failedTitle: 'Update Failed',
} as const);

/**
 * Issue 19: waiting for approval is a normal step, not an error. One wording for the panel after
 * registering and for the notice when a pending (or declined) account tries to sign in.
 */
export const APPROVAL_MESSAGES = defineMessages('APPROVAL_MESSAGES', {
  pendingTitle: 'Akaun anda sedang menunggu kelulusan',
  declinedTitle: 'Permohonan akaun tidak diluluskan',
  review: 'Admin Hab AI menyemak setiap pendaftaran baharu, biasanya dalam masa 1–2 hari bekerja.',
  mail: `Anda akan menerima ${WORDS.email} sebaik sahaja akaun anda diluluskan, dengan pautan untuk log masuk.`,
  mailTo: (email: string) =>
    `${WORDS.emailLabel} selamat datang telah dihantar ke ${email}. Anda akan menerima ${WORDS.email} kedua sebaik sahaja akaun anda diluluskan, dengan pautan untuk log masuk.`,
  stepsLabel: 'Langkah seterusnya',
  steps: [
    { title: 'Akaun didaftarkan', done: 'Selesai' },
    { title: 'Admin menyemak akaun anda', done: 'Sedang menunggu' },
    { title: 'Log masuk dan mula belajar', done: 'Selepas diluluskan' },
  ],
  toLanding: 'Ke halaman utama',
} as const);

export const REGISTRATION_MESSAGES = defineMessages('REGISTRATION_MESSAGES', {
  title: 'Create Account',
  subtitle: 'Daftar untuk mendapatkan akses kepada alat AI dan workflow Hab AI.',
  username: 'Username',
  usernameHint: 'Huruf, nombor dan garis bawah sahaja (3–30 aksara).',
  email: WORDS.emailLabel,
  password: 'Kata Laluan',
  confirm: 'Sahkan Kata Laluan',
  gender: 'Jantina',
  genderPlaceholder: 'Pilih jantina',
  genders: { male: 'Lelaki', female: 'Perempuan', other: 'Lain-lain' },
  birthday: 'Tarikh Lahir',
  // Issue 23: asked of every new member, shown to the admin who approves them.
  joinReason: 'Kenapa anda ingin menyertai?',
  joinReasonHint: 'Pilihan. Bantu admin mengenali anda (paling banyak 500 aksara).',
  // Issue 33: the order number of the payment, so the admin can match it.
  orderNumber: 'No. pesanan (pilihan)',
  orderNumberHint: 'Nombor pesanan pembayaran anda, jika ada. Bantu admin memadankan bayaran anda.',
  terms:
    'Saya bersetuju dengan terma dan syarat, dan faham bahawa akaun saya akan disemak dan diluluskan oleh admin sebelum boleh digunakan.',
  submit: 'Daftar Akaun',
  submitting: 'Mendaftar…',
  haveAccount: 'Sudah ada akaun?',
  signIn: 'Log masuk di sini',
  successTitle: 'Terima kasih kerana mendaftar!',
  // The product's wording (docs/product.md#password-reset-and-recovery), 'email' and all.
  successBody: 'Butiran anda akan dihantar ke email',
  failedTitle: 'Registration Failed',
} as const);

// docs/product.md#sign-in-and-sessions password reset screens, "Profile and password".
export const RESET_MESSAGES = defineMessages('RESET_MESSAGES', {
  forgotTitle: 'Lupa Kata Laluan',
  forgotSubtitle: `Tetapkan semula kata laluan melalui ${WORDS.email}, atau cari ${WORDS.email} yang didaftarkan pada username anda.`,
  // The product's tab names (docs/product.md#password-reset-and-recovery); the rest is ours, with the glossary's e-mel.
  emailTab: 'Reset by Email',
  findTab: 'Find Email',
  emailLabel: WORDS.emailLabel,
  send: 'Hantar Pautan Reset',
  sending: 'Menghantar…',
  sentTitle: `Semak ${WORDS.email} anda`,
  usernameLabel: 'Username',
  find: `Cari ${WORDS.emailLabel}`,
  finding: 'Mencari…',
  foundLabel: `${WORDS.emailLabel} berdaftar untuk akaun ini:`,
  backToLogin: 'Back to Login',
  resetFailedTitle: 'Reset Failed',
  updateFailedTitle: 'Update Failed',
  errorTitle: 'Error',
  updateFailed: 'Failed to update password',
  lookupFailedTitle: 'Lookup Failed',
  lookupFailed: 'Error retrieving email. Please try again.',
  setTitle: 'Set New Password',
  setSubtitle: 'Masukkan kata laluan baharu untuk akaun anda.',
  newLabel: 'Kata laluan baharu',
  confirmLabel: 'Sahkan kata laluan baharu',
  hint: 'Password must be at least 6 characters',
  submit: 'Reset Password',
  submitting: 'Resetting Password...',
  successToast: 'Success',
  successTitle: 'Password Reset Successful',
  successBody:
    'Kata laluan anda telah ditukar. Anda akan dibawa ke halaman log masuk dalam 3 saat.',
  goToLogin: 'Go to Login',
  // Issue 11: an approved member is signed in by the link and goes to the dashboard instead.
  successBodySignedIn:
    'Kata laluan anda telah ditukar dan anda telah log masuk. Anda akan dibawa ke dashboard dalam 3 saat.',
  goToDashboard: 'Go to Dashboard',
  invalidTitle: 'Invalid Reset Link',
  requestNew: 'Request New Reset Link',
  checking: 'Menyemak pautan…',
  retry: 'Cuba lagi',
} as const);
