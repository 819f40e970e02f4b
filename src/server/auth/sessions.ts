import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.js';
import { prepared } from '../db/prepared.js';

export const SESSION_COOKIE = 'habai_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Renew at most once a day so ordinary reads do not write on every request.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a leaked database does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: DB, userId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

// Every member request asks this: built and compiled once (db/prepared.ts).
const sessionUser = prepared((db, id: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now),
);

/** The signed-in user of a token, renewing the expiry when it is more than a day old. */
export async function findSession(db: DB, token: string, now: Date) {
  const id = hashToken(token);
  const [row] = await sessionUser(db, id, now.toISOString());
  if (!row) return null;
  const { session_expires_at, ...user } = row;
  let expiresAt = new Date(session_expires_at);
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - RENEW_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt.toISOString() })
      .where('id', '=', id)
      .execute();
    return { sessionId: id, user, renewedUntil: expiresAt };
  }
  return { sessionId: id, user, renewedUntil: null };
}

export async function revokeSession(db: DB, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
