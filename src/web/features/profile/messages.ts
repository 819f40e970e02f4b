import { WORDS } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';

// docs/product.md#profile profile edit, "Profile and password".
export const PROFILE_MESSAGES = defineMessages('PROFILE_MESSAGES', {
  editButton: 'Edit Profil',
  title: 'Edit Profil',
  description: `${WORDS.updateLabel} nama paparan, ${WORDS.email}, gambar profil atau kata laluan anda.`,
  recoveryNotice: `Anda dalam mod pemulihan kata laluan. Anda boleh menukar kata laluan atau ${WORDS.email} di bawah tanpa kata laluan lama.`,
  displayName: 'Nama Paparan',
  email: WORDS.emailLabel,
  emailHint: 'Diperlukan untuk reset kata laluan dan notifikasi.',
  noEmailWarning: `Anda belum menetapkan ${WORDS.email}. Tanpa ${WORDS.email}, anda tidak boleh menetapkan semula kata laluan sendiri.`,
  avatarUrl: 'URL Gambar Profil',
  newPassword: 'Kata laluan baharu (pilihan)',
  confirmPassword: 'Sahkan kata laluan baharu',
  passwordHint: 'Biarkan kosong jika tidak mahu menukar kata laluan.',
  currentPassword: 'Kata laluan semasa',
  currentPasswordHint: `Diperlukan untuk menukar ${WORDS.email} atau kata laluan.`,
  save: 'Simpan',
  saving: 'Menyimpan…',
  cancel: 'Batal',
  updated: 'Profile updated successfully!',
  updatedWithPassword: 'Profile and password updated successfully!',
  failed: 'Failed to update profile. Please try again.',
  // The product's toasts (docs/product.md#profile) keep their 'dikemaskini'; our own words say 'kemas kini' (shared/glossary.ts).
  toastSuccess: 'Profil berjaya dikemaskini',
  toastFailed: (message: string) => `Gagal mengemaskini profil: ${message}`,
  toastError: (message: string) => `Ralat berlaku: ${message}`,
  noUser: 'Tiada pengguna yang log masuk',
  // The dashboard's own record of the member (streak, progress, favourites) could not be made.
  loadFailed: 'Gagal membuat profil',
  // Issue 23: the weekly digest (docs/product.md#weekly-digest).
  weeklyDigest: `Hantar ringkasan mingguan ke ${WORDS.email} saya`,
  weeklyDigestHint: `Setiap Isnin pagi: alat AI, tutorial, workflow dan prompt baharu minggu itu, dihantar ke ${WORDS.email} anda.`,
  weeklyDigestNeedsEmail: `Tetapkan ${WORDS.email} anda dahulu untuk menerima ringkasan mingguan.`,
  // Issue 31: "Sesi aktif" (docs/product.md#profile).
  sessions: {
    heading: 'Sesi aktif',
    intro:
      'Peranti yang sedang log masuk ke akaun anda. Log keluar mana-mana yang anda tidak kenali.',
    thisDevice: 'Peranti ini',
    lastUsed: (when: string) => `Digunakan terakhir: ${when}`,
    signedIn: (when: string) => `Log masuk: ${when}`,
    signOut: 'Log keluar',
    /** The button's name for a screen reader: which session it signs out. */
    signOutNamed: (device: string) => `Log keluar ${device}`,
    signOutOthers: 'Log keluar semua sesi lain',
    confirmOneTitle: (device: string) => `Log keluar ${device}?`,
    confirmOne: 'Peranti itu perlu log masuk semula untuk menggunakan akaun anda.',
    confirmOthersTitle: 'Log keluar semua sesi lain?',
    confirmOthers: 'Semua peranti lain perlu log masuk semula. Peranti ini kekal log masuk.',
    cancel: 'Batal',
    signingOut: 'Sedang log keluar…',
    signedOutOne: 'Sesi itu telah dilog keluar.',
    signedOutOthers: (count: number) =>
      count === 0
        ? 'Tiada sesi lain untuk dilog keluar.'
        : `${count} sesi lain telah dilog keluar.`,
    signOutFailed: (message: string) => `Gagal log keluar sesi: ${message}`,
    onlyThisDevice: 'Tiada sesi lain. Akaun anda hanya log masuk pada peranti ini.',
    loading: 'Memuatkan sesi…',
    loadFailed: 'Gagal memuat senarai sesi.',
    retry: 'Cuba lagi',
  },
} as const);
