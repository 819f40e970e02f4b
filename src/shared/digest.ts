// Issue 23, the weekly digest (docs/product.md#weekly-digest): when it goes, what it holds, the
// unsubscribe call and its words. Pure rules, shared by the server's sender and the SPA.
import { z } from 'zod';
import { WORDS } from './glossary-words.js';
import { APP_UTC_OFFSET_HOURS } from './progress.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

/** The digest goes each Monday (ISO day 1) from 09:00 in Kuala Lumpur. */
export const DIGEST_SEND_WEEKDAY = 1;
export const DIGEST_SEND_HOUR = 9;
/** Items listed per kind; the rest are counted ('dan N lagi'). */
export const DIGEST_ITEMS_PER_KIND = 10;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const OFFSET_MS = APP_UTC_OFFSET_HOURS * HOUR_MS;

export interface DigestWeek {
  /** The ISO week of the send day in Kuala Lumpur, e.g. '2026-W48': the period claimed once. */
  label: string;
  /** When this week's digest is due (Monday 09:00 Kuala Lumpur), ISO. */
  sendAt: string;
  /** What it lists: items created from `from` (inclusive) to `sendAt` (exclusive), 7 days. */
  from: string;
}

/** The ISO week ('2026-W48') of a Kuala Lumpur calendar day, given as days since 1970-01-01. */
function isoWeekLabel(day: number): string {
  // The ISO week belongs to the year of its Thursday; 1970-01-01 was a Thursday.
  const thursday = day - ((day + 3) % 7) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1) / DAY_MS;
  const week = Math.floor((thursday - firstDay) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The latest week whose digest is due at `now`: the last Monday 09:00 in Kuala Lumpur at or
 * before `now`. Its window ends at its send time, so consecutive weeks neither overlap nor miss
 * an item, however late a digest actually goes.
 */
export function dueDigestWeek(now: Date): DigestWeek {
  const local = now.getTime() + OFFSET_MS;
  const today = Math.floor(local / DAY_MS);
  // Days since this week's send day (Monday 0 … Sunday 6 for DIGEST_SEND_WEEKDAY 1).
  const sinceSendDay = (today + 3 - (DIGEST_SEND_WEEKDAY - 1) + 7) % 7;
  let sendDay = today - sinceSendDay;
  if (sendDay * DAY_MS + DIGEST_SEND_HOUR * HOUR_MS > local) sendDay -= 7;
  const sendAt = sendDay * DAY_MS + DIGEST_SEND_HOUR * HOUR_MS - OFFSET_MS;
  return {
    label: isoWeekLabel(sendDay),
    sendAt: new Date(sendAt).toISOString(),
    from: new Date(sendAt - WEEK_MS).toISOString(),
  };
}

/** An unsubscribe token as mailed: base64url, 43 characters for 32 random bytes. */
export const DigestToken = z.string().regex(
  /^[A-Za-z0-9_-]{20,100}$/,
  lazyMessage(() => DIGEST_MESSAGES.badToken),
);

/** The page sends the token in the body; a mail provider's one-click POST has it in the address. */
export const UnsubscribeRequest = z.object({ token: DigestToken.optional() });
export const UnsubscribeResponse = z.object({ ok: z.literal(true) });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

export const DIGEST_MESSAGES = defineMessages('DIGEST_MESSAGES', {
  unsubscribed: 'Anda telah berhenti melanggan ringkasan mingguan.',
  badToken: 'Pautan berhenti melanggan ini tidak sah.',
  noToken: `Pautan berhenti melanggan tidak lengkap. Sila buka pautan penuh daripada ${WORDS.email} anda.`,
} as const);
