import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { DB } from '../db/connect.js';
import { inRecipientLanguage } from '../i18n/request-language.js';
import { newRegistrationMail } from '../mail/templates.js';

/** Issue 23: the approved admins with an address who have not turned registration mail off. */
function registrationMailRecipients(db: DB) {
  return db
    .selectFrom('users')
    .select(['email', 'interface_language'])
    .where('role', '=', 'admin')
    .where('status', '=', 'approved')
    .where('notify_registrations', '=', 1)
    .where('email', 'is not', null)
    .orderBy('username')
    .execute();
}

/**
 * Issue 23: every approved admin with an address who has not turned it off hears of a new
 * registration. Not awaited by the registration: a failure is logged and changes nothing.
 */
export async function mailAdminsOfRegistration(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  user: { id: string; username: string; email: string; join_reason: string | null },
): Promise<void> {
  try {
    const admins = await registrationMailRecipients(ctx.db);
    for (const admin of admins) {
      const mail = inRecipientLanguage(admin, ctx.config.interfaceLanguage, () =>
        newRegistrationMail(admin.email!, {
          username: user.username,
          email: user.email,
          joinReason: user.join_reason,
          appUrl: ctx.config.publicUrl,
        }),
      );
      await ctx.mailer.send(mail);
    }
  } catch (err) {
    log.error({ err, userId: user.id }, 'registration mail to admins failed');
  }
}
