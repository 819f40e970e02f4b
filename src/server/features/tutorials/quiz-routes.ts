import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditAction } from '../../../shared/admin.js';
import { IdParams } from '../../../shared/api.js';
import {
  AdminQuizResponse,
  MemberQuizResponse,
  QuizAttemptRequest,
  QuizAttemptResponse,
  SaveQuizRequest,
} from '../../../shared/quizzes.js';
import { TUTORIAL_MESSAGES } from '../../../shared/tutorials.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { requireRow } from '../../db/require-row.js';
import { deleteQuiz, markAttempt, memberQuiz, readQuiz, saveQuiz } from './quiz.js';

// Issue 21: a tutorial's quiz. The admin's routes carry the right answers; the member's never do.
export const quizRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminPath = '/api/admin/tutorials/:id/quiz';
    const write = (actorId: string, action: AuditAction) =>
      ({ actorId, resource: 'tutorials', action }) as const;

    app.get(
      adminPath,
      {
        config: { access: 'admin' },
        schema: { params: IdParams, response: { 200: AdminQuizResponse } },
      },
      async (request) => {
        await requireRow(ctx.db, 'tutorials', request.params.id, TUTORIAL_MESSAGES.notFound);
        return { quiz: await readQuiz({ db: ctx.db, tutorialId: request.params.id }) };
      },
    );

    app.put(
      adminPath,
      {
        config: { access: 'admin' },
        schema: { params: IdParams, body: SaveQuizRequest, response: { 200: AdminQuizResponse } },
      },
      async (request) => {
        const id = request.params.id;
        const quiz = await recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, 'update-quiz'),
          async (trx) => {
            await requireRow(trx, 'tutorials', id, TUTORIAL_MESSAGES.notFound);
            const before = await readQuiz({ db: trx, tutorialId: id });
            const after = await saveQuiz({
              trx,
              tutorialId: id,
              input: request.body,
              now: ctx.now(),
            });
            return { result: after, targetId: id, before, after };
          },
        );
        return { quiz };
      },
    );

    app.delete(
      adminPath,
      { config: { access: 'admin' }, schema: { params: IdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        const id = request.params.id;
        await recordedWrite(
          { ...ctx, log: request.log },
          write(currentUser(request).id, 'delete-quiz'),
          async (trx) => {
            await requireRow(trx, 'tutorials', id, TUTORIAL_MESSAGES.notFound);
            const before = await readQuiz({ db: trx, tutorialId: id });
            await deleteQuiz({ trx, tutorialId: id });
            return { result: null, targetId: id, before, after: null };
          },
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/tutorials/:id/quiz',
      {
        config: { access: 'member' },
        schema: { params: IdParams, response: { 200: MemberQuizResponse } },
      },
      async (request) =>
        memberQuiz({
          db: ctx.db,
          tutorialId: request.params.id,
          userId: currentUser(request).id,
          now: ctx.now(),
        }),
    );

    app.post(
      '/api/tutorials/:id/quiz/attempts',
      {
        config: { access: 'member', memberLimit: RATE_RULES.quizUser },
        schema: {
          params: IdParams,
          body: QuizAttemptRequest,
          response: { 200: QuizAttemptResponse },
        },
      },
      async (request) =>
        markAttempt({
          db: ctx.db,
          dialect: ctx.dialect,
          tutorialId: request.params.id,
          userId: currentUser(request).id,
          answers: request.body.answers,
          now: ctx.now(),
        }),
    );
  };
