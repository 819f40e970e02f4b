import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIGEST_MESSAGES,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '../../../shared/digest.js';
import { clientAddress } from '../../auth/client-address.js';
import { RATE_RULES, consume } from '../../auth/rate-limit.js';
import { announce } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { unsubscribe } from './unsubscribe.js';

/**
 * Issue 23: unsubscribe from the weekly digest with the token of a mail, signed in or not
 * (docs/product.md#weekly-digest). The /unsubscribe page sends the token as JSON; a mail
 * provider's one-click POST (RFC 8058) sends 'List-Unsubscribe=One-Click' as a form, with the
 * token in the address it took from the List-Unsubscribe header. Idempotent: used again, it
 * writes nothing and tells no process anything (issue 31).
 */
export const digestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The one-click body is a form, multipart as RFC 8058 advises or urlencoded; it says nothing
    // the address does not (this plugin's routes only).
    app.addContentTypeParser(
      ['multipart/form-data', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.post(
      '/api/digest/unsubscribe',
      {
        config: { access: 'public', anyOrigin: true },
        schema: {
          querystring: UnsubscribeRequest,
          body: UnsubscribeRequest.optional(),
          response: { 200: UnsubscribeResponse },
        },
      },
      async (request) => {
        const token = request.body?.token ?? request.query.token;
        if (!token) throw new HttpError(400, 'validation_failed', DIGEST_MESSAGES.noToken);
        const outcome = await unsubscribe({ db: ctx.db, token });
        if (outcome === 'unknown') {
          // Counted only when unknown: guessing is pointless (256 random bits) but not free, and
          // a mail provider's servers unsubscribe many members from one address.
          await consume(ctx.db, RATE_RULES.unsubscribeIp, clientAddress(request), ctx.now());
          throw notFound(DIGEST_MESSAGES.badToken);
        }
        // Every process forgets its kept session rows, which hold the choice; only when it
        // changed, so a token used again writes nothing and makes no process forget anything.
        if (outcome === 'stopped') await announce({ ...ctx, log: request.log }, 'sessions');
        return { ok: true as const };
      },
    );
  };
