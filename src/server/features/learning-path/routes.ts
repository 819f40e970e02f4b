import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLearningPathResponse,
  LEARNING_PATH_MESSAGES,
  LearningPathResponse,
  SaveLearningPathRequest,
} from '../../../shared/learning-path.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';
import { readLearningPath, replaceLearningPath, slotsOf } from './service.js';

// SPEC §2: the Learning Path tab's three slots, and the path members see in the Community dialog.
export const learningPathRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/learning-path',
      { config: { access: 'member' }, schema: { response: { 200: LearningPathResponse } } },
      async () => ({ items: await readLearningPath(ctx.db) }),
    );

    app.get(
      '/api/admin/learning-path',
      { config: { access: 'admin' }, schema: { response: { 200: AdminLearningPathResponse } } },
      async () => ({ slots: slotsOf(await readLearningPath(ctx.db)) }),
    );

    app.put(
      '/api/admin/learning-path',
      {
        config: { access: 'admin' },
        schema: { body: SaveLearningPathRequest, response: { 200: AdminLearningPathResponse } },
      },
      async (request) => {
        const write = {
          actorId: currentUser(request).id,
          resource: 'learning-path' as const,
          action: 'update',
        };
        const saved = await recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
          const before = await readLearningPath(trx);
          const after = await replaceLearningPath(trx, request.body.tutorialIds, ctx.now());
          return { result: after, targetId: null, before, after };
        }).catch((error: unknown) => {
          // Two saves at once: the later one meets the earlier one's rows and is turned away.
          if (isUniqueViolation(error)) {
            throw new HttpError(409, 'conflict', LEARNING_PATH_MESSAGES.busy);
          }
          throw error;
        });
        return { slots: slotsOf(saved) };
      },
    );
  };
