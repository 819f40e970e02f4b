import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { CERTIFICATE_MESSAGES, type Certificate } from '../../../shared/certificates.js';
import { streakDay } from '../../../shared/progress.js';
import { readLearningPath } from '../../content/learning-path.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import type { CertificatesTable } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

// Issue 21: the learning-path certificate (shared/certificates.ts).

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** HAB-XXXX-XXXX: 32^8 codes, drawn by the system's random source. */
const newCode = () => `HAB-${group()}-${group()}`;

const present = (row: Selectable<CertificatesTable>): Certificate => ({
  code: row.code,
  name: row.name,
  issuedOn: streakDay(row.issued_at),
  tutorials: JSON.parse(row.tutorials) as string[],
});

/**
 * Whether the member has earned it: the admin's path has tutorials, each is Selesai, and each
 * that has a quiz has it passed.
 */
export async function certificateEarned(
  db: DB,
  userId: string,
  path?: readonly { id: string }[],
): Promise<boolean> {
  path ??= await readLearningPath(db);
  if (path.length === 0) return false;
  const ids = path.map((entry) => entry.id);
  const [done, quizzes, passed] = await Promise.all([
    db
      .selectFrom('tutorial_status')
      .select('tutorial_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .where('tutorial_id', 'in', ids)
      .execute(),
    db
      .selectFrom('tutorial_quizzes')
      .select('tutorial_id')
      .where('tutorial_id', 'in', ids)
      .execute(),
    db
      .selectFrom('quiz_results')
      .select('tutorial_id')
      .where('user_id', '=', userId)
      .where('passed_at', 'is not', null)
      .where('tutorial_id', 'in', ids)
      .execute(),
  ]);
  const completed = new Set(done.map((r) => r.tutorial_id));
  const quizPassed = new Set(passed.map((r) => r.tutorial_id));
  return (
    ids.every((id) => completed.has(id)) && quizzes.every((q) => quizPassed.has(q.tutorial_id))
  );
}

export async function readCertificate(db: DB, userId: string) {
  const row = await db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? present(row) : null;
}

/**
 * Issues the member's certificate once earned, with their name and the path as they are now;
 * a member who has one gets it again (a second request, or two at once, issue one).
 */
export async function issueCertificate(
  db: DB,
  userId: string,
  name: string,
  now: Date,
): Promise<Certificate> {
  const existing = await readCertificate(db, userId);
  if (existing) return existing;
  // One read of the path: what is checked is what is printed.
  const path = await readLearningPath(db);
  if (!(await certificateEarned(db, userId, path))) {
    throw new HttpError(409, 'not_earned', CERTIFICATE_MESSAGES.notEarned);
  }
  const row = {
    user_id: userId,
    name,
    tutorials: JSON.stringify(path.map((entry) => entry.title)),
    issued_at: now.toISOString(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const code = newCode();
      await db
        .insertInto('certificates')
        .values({ ...row, code })
        .execute();
      return present({ ...row, code });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      // Issued meanwhile by another request of the member's, or (rarely) a code drawn twice.
      const issued = await readCertificate(db, userId);
      if (issued) return issued;
    }
  }
}

/** A certificate by its code, for anyone to check; null when there is none. */
export async function verifyCertificate(db: DB, code: string) {
  const row = await db
    .selectFrom('certificates')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row ? present(row) : null;
}

/** The name the form offers: the display name, unless it is only the username (never printed unasked). */
export async function suggestedName(db: DB, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['username', 'display_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const name = user?.display_name?.trim() ?? '';
  return user && name.toLowerCase() !== user.username.toLowerCase() ? name : '';
}
