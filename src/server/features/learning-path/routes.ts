import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import {
  AddToLearningPathResponse,
  AdminLearningPathResponse,
  LEARNING_PATH_MESSAGES,
  LearningPathResponse,
  SaveLearningPathRequest,
} from '../../../shared/learning-path.js';
import { recordedWrite } from '../../admin/write.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { readLearningPath } from '../../content/learning-path.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';
import {
  addToLearningPath,
  removeFromLearningPath,
  replaceLearningPath,
  slotsOf,
} from './service.js';

/**
 * Two admins changing the path at once: the later one meets the earlier one's row (a position or
 * tutorial is unique) and is rolled back. Tried again it reads the path as it now is: an add from
 * a card takes the next position or is refused as full, a save from the tab replaces the path
 * it now finds. Still colliding after three tries (one wins each round), it is a 409, never a 500.
 */
const UNIQUE_TRIES = 3;
async function retryOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= UNIQUE_TRIES) {
        throw new HttpError(409, 'conflict', LEARNING_PATH_MESSAGES.busy);
      }
    }
  }
}

// docs/product.md#learning-path: the Learning Path tab's three slots, and the path members see in the Community dialog.
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
          action: 'update' as const,
        };
        const saved = await retryOnUniqueViolation(() =>
          recordedWrite({ ...ctx, log: request.log }, write, async (trx) => {
            const before = await readLearningPath(trx);
            const after = await replaceLearningPath({
              db: trx,
              tutorialIds: request.body.tutorialIds,
              now: ctx.now(),
            });
            return { result: after, targetId: null, before, after };
          }),
        );
        return { slots: slotsOf(saved) };
      },
    );

    // docs/product.md#learning-path "Admin adds at the lowest free position or removes it", from a tutorial's card.
    app.post(
      '/api/admin/learning-path/tutorials/:id',
      {
        config: { access: 'admin' },
        schema: { params: IdParams, response: { 200: AddToLearningPathResponse } },
      },
      async (request) => {
        const { id } = request.params;
        const write = { actorId: currentUser(request).id, resource: 'learning-path' as const };
        const added = await retryOnUniqueViolation(() =>
          recordedWrite({ ...ctx, log: request.log }, { ...write, action: 'add' }, async (trx) => {
            const before = await readLearningPath(trx);
            const result = await addToLearningPath({
              db: trx,
              dialect: ctx.dialect,
              tutorialId: id,
              now: ctx.now(),
            });
            return { result, targetId: id, before, after: result.entries };
          }),
        );
        return { position: added.position, slots: slotsOf(added.entries) };
      },
    );

    app.delete(
      '/api/admin/learning-path/tutorials/:id',
      {
        config: { access: 'admin' },
        schema: { params: IdParams, response: { 200: AdminLearningPathResponse } },
      },
      async (request) => {
        const { id } = request.params;
        const write = { actorId: currentUser(request).id, resource: 'learning-path' as const };
        const after = await retryOnUniqueViolation(() =>
          recordedWrite(
            { ...ctx, log: request.log },
            { ...write, action: 'remove' },
            async (trx) => {
              const before = await readLearningPath(trx);
              const entries = await removeFromLearningPath({ db: trx, tutorialId: id });
              return { result: entries, targetId: id, before, after: entries };
            },
          ),
        );
        return { slots: slotsOf(after) };
      },
    );
  };
