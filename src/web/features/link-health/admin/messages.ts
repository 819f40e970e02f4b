import type { DeadLink, LinkKind } from '@shared/link-health';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the Link Health tab (issue 23).

const KINDS: Record<LinkKind, string> = {
  website: 'Laman web',
  resource: 'Pautan sumber',
  video: 'Video YouTube',
};

export const LINK_REASON_MESSAGES = defineMessages('LINK_REASON_MESSAGES', {
  unreachable: 'Alamat tidak dapat dicapai',
  timeout: 'Tamat masa',
  redirects: 'Terlalu banyak lencongan',
  connection: 'Sambungan gagal',
  error: (detail: string) => `Ralat (${detail})`,
  videoGone: (status: number) => `Video tiada atau peribadi (${status})`,
  notFound: 'Tidak dijumpai (404)',
  gone: 'Sudah dibuang (410)',
  denied: (status: number) => `Akses ditolak (${status})`,
  serverError: (status: number) => `Ralat pelayan (${status})`,
} as const);

/**
 * Why a link is dead, as the admin reads it: every reason the server gives ('unreachable',
 * 'timeout', 'connection', 'redirects', 'http {status}'). 'unreachable' is a name that does not
 * resolve and an address inside the server's networks alike: the panel must not tell an admin
 * which internal names exist (issue 31).
 */
export function reasonText({
  reason,
  httpStatus,
  kind,
}: Pick<DeadLink, 'reason' | 'httpStatus' | 'kind'>) {
  if (reason === 'unreachable') return LINK_REASON_MESSAGES.unreachable;
  if (reason === 'timeout') return LINK_REASON_MESSAGES.timeout;
  if (reason === 'redirects') return LINK_REASON_MESSAGES.redirects;
  if (reason === 'connection') return LINK_REASON_MESSAGES.connection;
  const status = httpStatus ?? Number(/^http (\d+)$/.exec(reason)?.[1]);
  // A reason this screen does not know yet is shown as the server wrote it, never as 'NaN'.
  if (!Number.isInteger(status)) return LINK_REASON_MESSAGES.error(reason);
  // YouTube's oEmbed answers 401 for a private video and 404 for a removed one.
  if (kind === 'video' && (status === 401 || status === 404))
    return LINK_REASON_MESSAGES.videoGone(status);
  if (status === 404) return LINK_REASON_MESSAGES.notFound;
  if (status === 410) return LINK_REASON_MESSAGES.gone;
  if (status === 401 || status === 403) return LINK_REASON_MESSAGES.denied(status);
  if (status >= 500) return LINK_REASON_MESSAGES.serverError(status);
  return LINK_REASON_MESSAGES.error(String(status));
}

export const LINKS_MESSAGES = defineMessages('LINKS_MESSAGES', {
  heading: 'Link Health',
  intro:
    'Semua laman web alat, pautan sumber dan video tutorial disemak setiap hari. Pautan yang mati disenaraikan di sini.',
  runNow: 'Semak sekarang',
  running: 'Sedang menyemak…',
  started: 'Semakan pautan bermula',
  alreadyRunning: 'Semakan sedang berjalan',
  runFailed: 'Gagal memulakan semakan. Sila cuba lagi.',
  loading: 'Memuatkan…',
  loadFailed: 'Failed to fetch link health. Please try again.',
  allOk: 'Semua pautan OK',
  neverChecked: 'Belum pernah disemak. Tekan “Semak sekarang” untuk bermula.',
  lastRun: (finishedAt: string, checked: number, dead: number) =>
    `Semakan terakhir: ${finishedAt} — ${checked} pautan disemak, ${dead} mati`,
  // Issue 33: every address failed the same network way: the server could not reach out.
  offline: (finishedAt: string) =>
    `Semakan terakhir: ${finishedAt} — semakan tidak dapat menghubungi internet; pautan tidak disemak.`,
  runningSince: (startedAt: string) => `Semakan bermula ${startedAt}`,
  deadCount: (shown: number, total: number) =>
    shown < total ? `${total} pautan mati (${shown} pertama ditunjukkan)` : `${total} pautan mati`,
  listLabel: 'Pautan mati',
  kind: (kind: LinkKind) => KINDS[kind],
  lastOk: (date: string) => `Terakhir OK: ${date}`,
  neverOk: 'Belum pernah OK',
  lastChecked: (date: string) => `Disemak: ${date}`,
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  unnamed: '(tanpa nama)',
  // Issue 33: an item fixed from this tab is checked again at once.
  rechecking: 'Menyemak semula pautan yang dibaiki…',
  recheckOk: (name: string) => `Pautan ${name} berfungsi sekarang`,
  recheckDead: (name: string) => `Pautan ${name} masih mati`,
  recheckUnanswered: (name: string) =>
    `Pautan ${name} tidak menjawab sekarang. Semakan harian akan menyemaknya lagi.`,
  recheckFailed: 'Gagal menyemak semula pautan. Tekan “Semak sekarang” untuk mencuba lagi.',
} as const);
