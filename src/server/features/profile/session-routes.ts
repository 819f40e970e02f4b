import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MemberSessionParams,
  MemberSessionsResponse,
  SignOutOthersResponse,
} from '../../../shared/sessions.js';
import { announce } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import { SESSION_COOKIE } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions.js';

const member = { access: 'member' as const };
const signOut = { ...member, memberLimit: RATE_RULES.sessionSignOutUser };

/** The caller and the session it came with (a member route always has both). */
const caller = (request: FastifyRequest) => ({
  userId: currentUser(request).id,
  currentId: request.sessionId ?? '',
});

/**
 * "Sesi aktif" (docs/product.md#profile). A sign-out is announced to every process only when it
 * ended a session, before the answer leaves, so each forgets the session it kept at once
 * (docs/architecture.md#sessions) and no caller can make them forget at will.
 */
export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const ended = (request: FastifyRequest) => announce({ ...ctx, log: request.log }, 'sessions');

    app.get(
      '/api/me/sessions',
      { config: member, schema: { response: { 200: MemberSessionsResponse } } },
      async (request) => ({
        sessions: await listSessions({ db: ctx.db, ...caller(request), now: ctx.now() }),
      }),
    );

    app.delete(
      '/api/me/sessions/:id',
      { config: signOut, schema: { params: MemberSessionParams, response: { 204: z.null() } } },
      async (request, reply) => {
        const { current } = await signOutSession({
          db: ctx.db,
          ...caller(request),
          publicId: request.params.id,
          now: ctx.now(),
        });
        await ended(request);
        // This browser's own session: signed out here as by the logout.
        if (current) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/me/sessions/sign-out-others',
      { config: signOut, schema: { response: { 200: SignOutOthersResponse } } },
      async (request) => {
        const count = await signOutOtherSessions({
          db: ctx.db,
          ...caller(request),
          now: ctx.now(),
        });
        if (count > 0) await ended(request);
        return { ended: count };
      },
    );
  };
