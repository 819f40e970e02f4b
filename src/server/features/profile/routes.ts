import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announce } from '../../admin/write.js';
import { z } from 'zod';
import { UpdateProfileRequest } from '../../../shared/account.js';
import { SessionUser } from '../../../shared/auth.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { presentSessionUser } from '../auth/presenter.js';
import { updateProfile } from './service.js';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/api/profile',
      {
        config: { access: 'member' },
        schema: {
          body: UpdateProfileRequest,
          response: { 200: z.object({ user: SessionUser, passwordChanged: z.boolean() }) },
        },
      },
      async (request) => {
        const { user, passwordChanged } = await updateProfile({
          db: ctx.db,
          userId: currentUser(request).id,
          sessionId: request.sessionId,
          input: request.body,
          now: ctx.now(),
        });
        // The Users tab shows the email; an open panel refreshes it.
        await announce({ ...ctx, log: request.log }, 'users');
        return { user: presentSessionUser(user), passwordChanged };
      },
    );
  };
