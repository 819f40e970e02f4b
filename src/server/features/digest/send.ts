import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { dueDigestWeek, type DigestWeek } from '../../../shared/digest.js';
import { welcomeName } from '../../../shared/labels.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/connect.js';
import { claimRun } from '../../jobs/claim.js';
import { weeklyDigestMail, type DigestSection } from '../../mail/digest-mail.js';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.js';
import { inRecipientLanguage } from '../../i18n/request-language.js';
import { newItemsOfWeek } from './week-items.js';

/** job_runs: `digest` with period '2026-W48' (the week is done) or '2026-W48:<user id>' (a mail). */
export const DIGEST_JOB = 'digest';
const memberPeriod = (week: DigestWeek, userId: string) => `${week.label}:${userId}`;
/** Members read per query: a community of any size is walked without holding it whole. */
const BATCH = 200;

type DigestContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'now'> & {
  log: FastifyBaseLogger;
};

/**
 * The members owed `week`'s mail: approved, with an address, opted in, and not yet claimed by
 * any process. Walked by id, `after` the last one seen.
 */
function owedMembers(db: DB, week: DigestWeek, after: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'display_name', 'digest_token', 'interface_language'])
    .where('status', '=', 'approved')
    .where('weekly_digest', '=', 1)
    .where('email', 'is not', null)
    .where('digest_token', 'is not', null)
    .where('id', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_runs')
            .select('job')
            .where('job', '=', DIGEST_JOB)
            .where('period', '=', sql<string>`${`${week.label}:`} || users.id`),
        ),
      ),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

async function weekIsDone(db: DB, week: DigestWeek) {
  const row = await db
    .selectFrom('job_runs')
    .select('job')
    .where('job', '=', DIGEST_JOB)
    .where('period', '=', week.label)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sends the digest of the latest week that is due (docs/product.md#weekly-digest), once per
 * member across every process: each member's mail is claimed (jobs/claim.ts) before it is sent,
 * so processes racing each send a disjoint set, and a mail claimed by a process that then died
 * is not sent again. A week with nothing new sends nothing. Once a process has walked every
 * member, the week is marked done and later looks (every process's, every 15 minutes) stop at
 * one query; a member who opts in after that gets the next week's.
 * Gives the week, how many mails this call sent, and whether it walked the members (false: the
 * week was already done).
 */
export async function sendWeeklyDigest(ctx: DigestContext) {
  const { db } = ctx;
  const week = dueDigestWeek(ctx.now());
  if (await weekIsDone(db, week)) return { week: week.label, sent: 0, walked: false };
  const sections = await newItemsOfWeek({ db, week });
  let sent = 0;
  if (sections.length > 0) {
    for (let after = ''; ;) {
      const members = await owedMembers(db, week, after);
      // Mail that cannot go out stops the walk before any member is claimed, and the week stays
      // owed: the next look tries again (an SMTP outage must not use up the week's mails).
      if (members.length > 0) await ctx.mailer.ready();
      for (const member of members) {
        if (await mailMember(ctx, week, sections, member)) sent += 1;
      }
      if (members.length < BATCH) break;
      after = members.at(-1)!.id;
    }
  }
  await claimRun(db, DIGEST_JOB, week.label, ctx.now());
  return { week: week.label, sent, walked: true };
}

interface Member {
  id: string;
  username: string;
  email: string | null;
  display_name: string | null;
  digest_token: string | null;
  interface_language: InterfaceLanguage | null;
}

/**
 * Claims and sends one member's mail; true when this call sent it. A failed send is logged and
 * the walk goes on, unless mail cannot go out at all any more: then it stops (the next look
 * goes on from there), losing this one mail rather than risking a second.
 */
async function mailMember(
  ctx: DigestContext,
  week: DigestWeek,
  sections: DigestSection[],
  member: Member,
) {
  const mail = memberMail(ctx, week, sections, member);
  if (!(await claimRun(ctx.db, DIGEST_JOB, memberPeriod(week, member.id), ctx.now()))) {
    return false;
  }
  // Unsubscribed while this batch was walked: no mail.
  const still = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', member.id)
    .where('weekly_digest', '=', 1)
    .executeTakeFirst();
  if (!still) return false;
  try {
    await ctx.mailer.send(mail);
    return true;
  } catch (err) {
    // Claimed, so not tried again: one lost digest rather than a risk of two.
    ctx.log.error({ err, userId: member.id, week: week.label }, 'weekly digest mail failed');
    await ctx.mailer.ready();
    return false;
  }
}

function memberMail(
  ctx: DigestContext,
  week: DigestWeek,
  sections: DigestSection[],
  member: Member,
) {
  const appUrl = ctx.config.publicUrl;
  const token = encodeURIComponent(member.digest_token!);
  return inRecipientLanguage(member, ctx.config.interfaceLanguage, () =>
    weeklyDigestMail(member.email!, {
      name: member.display_name || welcomeName(member),
      appUrl,
      week,
      sections,
      unsubscribePage: `${appUrl}/unsubscribe?token=${token}`,
      unsubscribeApi: `${appUrl}/api/digest/unsubscribe?token=${token}`,
    }),
  );
}
