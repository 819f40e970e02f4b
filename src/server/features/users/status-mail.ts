import type { FastifyBaseLogger } from 'fastify';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.js';
import type { AppContext } from '../../context.js';
import { inRecipientLanguage } from '../../i18n/request-language.js';
import { accountApprovedMail, accountDeclinedMail } from '../../mail/templates.js';

interface DecidedAccount {
  id: string;
  username: string;
  email: string | null;
  status: 'pending' | 'approved' | 'declined';
  interface_language?: InterfaceLanguage | null;
}

/**
 * Issue 19: the member hears of an approval (with the sign-in link) or a decline by mail, so
 * nobody has to keep trying to sign in to find out. Called once the decision is saved, by every
 * route that decides (one account or, later, several); it is not awaited there: a slow or
 * failing mail server never holds up the admin nor undoes the decision — a failure is logged.
 */
export function mailDecision({
  ctx,
  log,
  account,
}: {
  ctx: Pick<AppContext, 'mailer' | 'config'>;
  log: FastifyBaseLogger;
  account: DecidedAccount;
}): Promise<void> {
  if (!account.email || account.status === 'pending') return Promise.resolve();
  const email = account.email;
  const mail = inRecipientLanguage(account, ctx.config.interfaceLanguage, () =>
    account.status === 'approved'
      ? accountApprovedMail(email, { username: account.username, appUrl: ctx.config.publicUrl })
      : accountDeclinedMail(email, { username: account.username }),
  );
  return ctx.mailer
    .send(mail)
    .catch((err: unknown) =>
      log.error({ err, userId: account.id, status: account.status }, 'decision mail failed'),
    );
}
