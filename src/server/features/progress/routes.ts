import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import {
  ItemStatusParams,
  ItemStatusResponse,
  SetItemStatusRequest,
  SetTutorialStatusRequest,
  StatusesResponse,
  TutorialStatusResponse,
} from '../../../shared/statuses.js';
import { currentUser } from '../../auth/access.js';
import { RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { presentItemStatus, presentTutorialStatus } from '../../activity/statuses.js';
import { listStatuses } from '../../activity/statuses.js';
import { setItemStatus, setTutorialStatus } from './service.js';

// A member's statuses (docs/product.md#progress-and-streak). The member is always the session's, never the request's.
export const progressRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/statuses',
      { config: { access: 'member' }, schema: { response: { 200: StatusesResponse } } },
      async (request) => {
        const { tutorials, items } = await listStatuses({
          db: ctx.db,
          userId: currentUser(request).id,
        });
        return {
          tutorials: tutorials.map(presentTutorialStatus),
          items: items.map(presentItemStatus),
        };
      },
    );

    app.put(
      '/api/me/tutorials/:id/status',
      {
        config: { access: 'member', memberLimit: RATE_RULES.statusUser },
        schema: {
          params: IdParams,
          body: SetTutorialStatusRequest,
          response: { 200: TutorialStatusResponse },
        },
      },
      async (request) =>
        presentTutorialStatus(
          await setTutorialStatus({
            db: ctx.db,
            userId: currentUser(request).id,
            tutorialId: request.params.id,
            status: request.body.status,
            now: ctx.now(),
          }),
        ),
    );

    app.put(
      '/api/me/items/:itemType/:itemId/status',
      {
        config: { access: 'member', memberLimit: RATE_RULES.statusUser },
        schema: {
          params: ItemStatusParams,
          body: SetItemStatusRequest,
          response: { 200: ItemStatusResponse },
        },
      },
      async (request) =>
        presentItemStatus(
          await setItemStatus({
            db: ctx.db,
            userId: currentUser(request).id,
            item: request.params,
            status: request.body.status,
            now: ctx.now(),
          }),
        ),
    );
  };
