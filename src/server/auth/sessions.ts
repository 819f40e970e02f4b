import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect.js';
import { prepared } from '../db/prepared.js';
import { cachedRead, forgetRead } from '../db/read-cache.js';
import type { UsersTable } from '../db/schema.js';

export const SESSION_COOKIE = 'habai_session';
/** A session lasts 30 days from its last use (renewed at most daily)… */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and never more than 90 days from sign-in, however often it is used. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** Live sessions one account may hold; signing in once more ends the oldest (issue 15). */
export const MAX_SESSIONS_PER_ACCOUNT = 10;
/** How long a session opened by a reset link may change email or password without the old one. */
export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
// Renew at most once a day so ordinary reads do not write on every request.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * A session's last use ("Sesi aktif" on Edit Profil) is written at most this often, by the lookup
 * every signed-in request makes anyway: a write per request would cost every request a write
 * (docs/decisions/037-session-devices-and-last-use.md).
 */
export const LAST_USED_EVERY_MS = 5 * 60 * 1000;
/** How often a member's last-active time (the Users tab) is written at most. */
export const LAST_ACTIVE_EVERY_MS = 60 * 60 * 1000;
/** The User-Agent kept with a session is cut to this, as feedback keeps its own (shared/feedback.ts). */
export const SESSION_USER_AGENT_MAX = 500;

/** The signed-in account as the routes see it: never its password hash. */
export type SessionAccount = Omit<
  Selectable<UsersTable>,
  | 'password_hash'
  | 'join_reason'
  | 'notify_registrations'
  | 'digest_token'
  | 'order_number'
  | 'last_active_at'
>;

/** The columns of a SessionAccount, for queries that load one. */
export const ACCOUNT_FIELDS = [
  'id',
  'username',
  'email',
  'role',
  'status',
  'password_reset_required',
  'gender',
  'birthday',
  'display_name',
  'avatar_url',
  'created_at',
  'updated_at',
  'weekly_digest',
  'interface_language',
] as const satisfies readonly (keyof SessionAccount)[];

/** Only the hash is stored, so a leaked database does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (ms: number) => new Date(ms).toISOString();

interface CreateSessionOptions {
  /** The person proved ownership through a reset link: open the recovery window. */
  recovery?: boolean;
  /** The browser's User-Agent header, kept to describe the device in "Sesi aktif". */
  userAgent?: string | undefined;
}

/** Printable ASCII only (a User-Agent is ASCII by its RFC), cut to SESSION_USER_AGENT_MAX. */
function keptUserAgent(header: string | undefined) {
  const text = header
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, SESSION_USER_AGENT_MAX);
  return text || null;
}

/**
 * When a session was last used: as written by the lookup (at most LAST_USED_EVERY_MS old), or,
 * for a session opened before migration 0021 and not used since, its last renewal (the expiry
 * moves to 30 days after a use at most once a day) or its sign-in.
 */
export function lastUsedOf(row: {
  last_used_at: string | null;
  created_at: string;
  expires_at: string;
}) {
  if (row.last_used_at) return row.last_used_at;
  return iso(Math.max(Date.parse(row.created_at), Date.parse(row.expires_at) - SESSION_TTL_MS));
}

/**
 * The id a member's own list of sessions shows and a sign-out names: derived from the stored id
 * (itself the token's hash), so the list never shows what the database keys a session by.
 */
export const publicSessionId = (id: string) =>
  createHash('sha256').update(`session-public-id:${id}`).digest('base64url').slice(0, 22);

export async function createSession(
  db: DB,
  userId: string,
  now: Date,
  { recovery = false, userAgent }: CreateSessionOptions = {},
) {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
        recovery_until: recovery ? iso(now.getTime() + RECOVERY_WINDOW_MS) : null,
        user_agent: keptUserAgent(userAgent),
        last_used_at: now.toISOString(),
      })
      .execute();
    // Signing in is activity (the Users tab's "last active", issue 33).
    await trx
      .updateTable('users')
      .set({ last_active_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    // The new one and the newest other live ones stay; the rest, and the expired, end.
    const kept = trx
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', id)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_SESSIONS_PER_ACCOUNT - 1);
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', id)
      .where('id', 'not in', kept)
      .execute();
  });
  return { token, expiresAt };
}

// Every member request asks this: built and compiled once (db/prepared.ts). An account that
// must set a new password first is not signed in by any of its sessions (issue 11): it goes
// through the forced change at sign-in, wherever the flag was set.
const sessionUser = prepared((db, id: string, now: string, signedInAfter: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(ACCOUNT_FIELDS.map((field) => `users.${field}` as const))
    .select([
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.recovery_until as session_recovery_until',
      'sessions.last_used_at as session_last_used_at',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', signedInAfter)
    .where('users.password_reset_required', '=', 0),
);

export interface FoundSession {
  sessionId: string;
  user: SessionAccount;
  /** Set when the expiry moved: the cookie must be sent again with it. */
  renewedUntil: Date | null;
  /** The session may change email or password without the current password. */
  recovering: boolean;
}

/**
 * A session and its account as stored, kept by the read cache for a few seconds
 * (docs/architecture.md#sessions): every change that ends a session or changes an account is
 * announced, and every process then forgets what it kept. Not found is never kept.
 */
async function sessionRow(db: DB, id: string, nowMs: number) {
  const key = `session:${id}`;
  const [row] = await cachedRead(db, key, () =>
    sessionUser(db, id, iso(nowMs), iso(nowMs - SESSION_MAX_AGE_MS)),
  );
  if (!row) forgetRead(db, key);
  // A kept row was found live a moment ago: it must still be (the query's own conditions).
  const live =
    row &&
    Date.parse(row.session_expires_at) > nowMs &&
    Date.parse(row.session_created_at) > nowMs - SESSION_MAX_AGE_MS;
  return live ? row : undefined;
}

/**
 * The signed-in account of a token. The same write, when one is due, renews the expiry (at most
 * daily) and records the use (at most every LAST_USED_EVERY_MS); the kept row is then forgotten,
 * so the next request reads the new times instead of writing them again.
 */
export async function findSession(db: DB, token: string, now: Date): Promise<FoundSession | null> {
  const id = hashToken(token);
  const nowMs = now.getTime();
  const row = await sessionRow(db, id, nowMs);
  if (!row) return null;
  // A copy: the kept row is shared by the requests of the next few seconds.
  const {
    session_expires_at,
    session_created_at,
    session_recovery_until,
    session_last_used_at,
    ...user
  } = row;
  const recovering = session_recovery_until !== null && Date.parse(session_recovery_until) > nowMs;
  const renewedUntil = renewal(session_expires_at, session_created_at, nowMs);
  const usedLately =
    session_last_used_at !== null && nowMs - Date.parse(session_last_used_at) < LAST_USED_EVERY_MS;
  if (renewedUntil || !usedLately) {
    await db
      .updateTable('sessions')
      .set({
        last_used_at: iso(nowMs),
        ...(renewedUntil && { expires_at: renewedUntil.toISOString() }),
      })
      .where('id', '=', id)
      .execute();
    // The Users tab's "last active" (issue 33): at most hourly per member, with this write.
    await db
      .updateTable('users')
      .set({ last_active_at: iso(nowMs) })
      .where('id', '=', user.id)
      .where((eb) =>
        eb.or([
          eb('last_active_at', 'is', null),
          eb('last_active_at', '<', iso(nowMs - LAST_ACTIVE_EVERY_MS)),
        ]),
      )
      .execute();
    forgetRead(db, `session:${id}`);
  }
  return { sessionId: id, user, recovering, renewedUntil };
}

/** The new expiry when less than 29 days remain (never past 90 days from sign-in), else null. */
function renewal(expiresAt: string, createdAt: string, nowMs: number): Date | null {
  if (Date.parse(expiresAt) - nowMs >= SESSION_TTL_MS - RENEW_AFTER_MS) return null;
  const lastEnd = Date.parse(createdAt) + SESSION_MAX_AGE_MS;
  const until = new Date(Math.min(nowMs + SESSION_TTL_MS, lastEnd));
  // Near the end of its 90 days a session cannot move further.
  return until.getTime() > Date.parse(expiresAt) ? until : null;
}

export async function revokeSession(db: DB, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
