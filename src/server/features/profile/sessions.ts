import { SESSION_MESSAGES, describeDevice, type MemberSession } from '../../../shared/sessions.js';
import { SESSION_MAX_AGE_MS, lastUsedOf, publicSessionId } from '../../auth/sessions.js';
import type { DB } from '../../db/connect.js';
import { notFound } from '../../http/errors.js';

// "Sesi aktif" on Edit Profil (docs/product.md#profile, ASVS 3.3.4): the signed-in member's own
// live sessions, and signing one, or all the others, out. Every query is bound to the member:
// another member's session is never found, so it is a 404 like one that does not exist.

interface MemberOptions {
  db: DB;
  userId: string;
  /** The stored id of the request's own session ("Peranti ini"). */
  currentId: string;
  now: Date;
}

/** The member's sessions that still sign in: not expired, within 90 days of sign-in. */
const liveSessions = ({ db, userId, now }: Omit<MemberOptions, 'currentId'>) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'expires_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('created_at', '>', new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString());

/** This device first (in use now, by this very request), then the most recently used. */
export async function listSessions({ currentId, now, ...options }: MemberOptions) {
  const rows = await liveSessions({ ...options, now }).execute();
  const sessions: MemberSession[] = rows.map((row) => ({
    id: publicSessionId(row.id),
    device: describeDevice(row.user_agent),
    createdAt: row.created_at,
    lastUsedAt: row.id === currentId ? now.toISOString() : lastUsedOf(row),
    current: row.id === currentId,
  }));
  return sessions.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
}

/**
 * Ends the member's session that `publicId` names (at most 10 live ones to look through, so the
 * public id needs no column of its own). Gives whether it was the request's own.
 */
export async function signOutSession({
  publicId,
  ...options
}: MemberOptions & { publicId: string }) {
  const rows = await liveSessions(options).execute();
  const row = rows.find((r) => publicSessionId(r.id) === publicId);
  const ended =
    row &&
    (await options.db
      .deleteFrom('sessions')
      .where('id', '=', row.id)
      .where('user_id', '=', options.userId)
      .executeTakeFirst());
  // Signed out a moment ago by another request: gone all the same, and said so.
  if (!row || !ended?.numDeletedRows) throw notFound(SESSION_MESSAGES.notFound);
  return { current: row.id === options.currentId };
}

/** Ends every live session of the member but the request's own; gives how many. */
export async function signOutOtherSessions({ currentId, ...options }: MemberOptions) {
  const others = liveSessions(options).clearSelect().select('id').where('id', '!=', currentId);
  const result = await options.db
    .deleteFrom('sessions')
    .where('user_id', '=', options.userId)
    .where('id', 'in', others)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
