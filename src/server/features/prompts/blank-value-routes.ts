import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PromptBlanksResponse,
  SavePromptBlanksRequest,
} from '../../../shared/prompt-blank-values.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { clearBlankValues, readBlankValues, saveBlankValues } from './blank-values.js';

// Issue 21: the member's own values for prompt blanks; the member is always the session's.
export const promptBlankValueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const path = '/api/me/prompt-blanks';

    app.get(
      path,
      { config: { access: 'member' }, schema: { response: { 200: PromptBlanksResponse } } },
      async (request) => ({
        values: await readBlankValues({ db: ctx.db, userId: currentUser(request).id }),
      }),
    );

    app.put(
      path,
      {
        config: { access: 'member', memberLimit: RATE_RULES.promptCopyUser },
        schema: { body: SavePromptBlanksRequest, response: { 200: PromptBlanksResponse } },
      },
      async (request) => ({
        values: await saveBlankValues(
          ctx.db,
          currentUser(request).id,
          request.body.values,
          ctx.now(),
        ),
      }),
    );

    app.delete(
      path,
      {
        config: { access: 'member', memberLimit: RATE_RULES.promptCopyUser },
        schema: { response: { 204: z.null() } },
      },
      async (request, reply) => {
        await clearBlankValues({ db: ctx.db, userId: currentUser(request).id });
        return reply.status(204).send(null);
      },
    );
  };
