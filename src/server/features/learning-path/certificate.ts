import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_MESSAGES,
  certificateName,
  type Certificate,
} from '../../../shared/certificates.js';
import { streakDay } from '../../../shared/progress.js';
import { readLearningPath } from '../../content/learning-path.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';

// Issue 21: the learning-path certificate (shared/certificates.ts). Issue 31: it proves learning:
// earned by passed quizzes, and named by the member's profile, read live.

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** HAB-XXXX-XXXX: 32^8 codes, drawn by the system's random source. */
const newCode = () => `HAB-${group()}-${group()}`;

/** A certificate with its member's name and username as they are now (an inner join: none without). */
const certificates = (db: DB) =>
  db
    .selectFrom('certificates')
    .innerJoin('users', 'users.id', 'certificates.user_id')
    .select([
      'certificates.code',
      'certificates.tutorials',
      'certificates.issued_at',
      'users.username',
      'users.display_name',
    ]);

interface CertificateRow {
  code: string;
  tutorials: string;
  issued_at: string;
  username: string;
  display_name: string | null;
}

const present = (row: CertificateRow): Certificate => ({
  code: row.code,
  // Cleared since it was issued: the username, which the certificate shows anyway.
  name: certificateName({ username: row.username, displayName: row.display_name }) ?? row.username,
  username: row.username,
  issuedOn: streakDay(row.issued_at),
  tutorials: JSON.parse(row.tutorials) as string[],
});

/**
 * Whether the member has earned it: the admin's path has tutorials, the quiz of each that has one
 * is passed, and each without a quiz is Selesai. A tutorial's status is the member's own word
 * (any member can mark anything Selesai); a passed quiz is marked by the server. So where there
 * is a quiz, only the pass counts (docs/product.md#learning-path).
 */
export async function certificateEarned({
  db,
  userId,
  path,
}: {
  db: DB;
  userId: string;
  path?: readonly { id: string }[];
}): Promise<boolean> {
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
  const hasQuiz = new Set(quizzes.map((r) => r.tutorial_id));
  const quizPassed = new Set(passed.map((r) => r.tutorial_id));
  return ids.every((id) => (hasQuiz.has(id) ? quizPassed.has(id) : completed.has(id)));
}

export async function readCertificate({ db, userId }: { db: DB; userId: string }) {
  const row = await certificates(db).where('certificates.user_id', '=', userId).executeTakeFirst();
  return row ? present(row) : null;
}

/** The name the member's certificate prints now: null until they set a profile name. */
export async function profileName({ db, userId }: { db: DB; userId: string }) {
  const user = await db
    .selectFrom('users')
    .select(['username', 'display_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? certificateName({ username: user.username, displayName: user.display_name }) : null;
}

/**
 * Issues the member's certificate once earned, with the path as it is now; its name is their
 * profile name, so a member without one is told to set it first. A member who has one gets it
 * again (a second request, or two at once, issue one).
 */
export async function issueCertificate({
  db,
  userId,
  now,
}: {
  db: DB;
  userId: string;
  now: Date;
}): Promise<Certificate> {
  const existing = await readCertificate({ db, userId });
  if (existing) return existing;
  // One read of the path: what is checked is what is printed.
  const path = await readLearningPath(db);
  if (!(await certificateEarned({ db, userId, path }))) {
    throw new HttpError(409, 'not_earned', CERTIFICATE_MESSAGES.notEarned);
  }
  if (!(await profileName({ db, userId }))) {
    throw new HttpError(409, 'name_required', CERTIFICATE_MESSAGES.nameRequired);
  }
  const row = {
    user_id: userId,
    tutorials: JSON.stringify(path.map((entry) => entry.title)),
    issued_at: now.toISOString(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db
        .insertInto('certificates')
        .values({ ...row, code: newCode() })
        .execute();
      return (await readCertificate({ db, userId }))!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      // Issued meanwhile by another request of the member's, or (rarely) a code drawn twice.
      const issued = await readCertificate({ db, userId });
      if (issued) return issued;
    }
  }
}

/** A certificate by its code, for anyone to check; null when there is none. */
export async function verifyCertificate({ db, code }: { db: DB; code: string }) {
  const row = await certificates(db)
    .where('certificates.code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row ? present(row) : null;
}
