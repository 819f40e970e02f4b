import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import {
  TutorialDetailResponse,
  TutorialListQuery,
  TutorialListResponse,
} from '../../../shared/tutorials.js';
import { savedFilterOf, sharedUnlessSaved } from '../../activity/saved.js';
import type { AppContext } from '../../context.js';
import { presentPage } from '../../db/list.js';
import { presentRelatedTool, presentTutorial, presentTutorialCard } from './presenter.js';
import { getTutorialDetail, listTutorials } from './service.js';

export const tutorialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tutorials',
      {
        config: { access: 'member', sharedAnswer: sharedUnlessSaved },
        schema: { querystring: TutorialListQuery, response: { 200: TutorialListResponse } },
      },
      async (request) =>
        presentPage(
          await listTutorials(ctx.db, ctx.dialect, request.query, savedFilterOf(request)),
          presentTutorialCard,
        ),
    );

    app.get(
      '/api/tutorials/:id',
      {
        config: { access: 'member', sharedAnswer: true },
        schema: { params: IdParams, response: { 200: TutorialDetailResponse } },
      },
      async (request) => {
        const { tutorial, relatedTools } = await getTutorialDetail(ctx.db, request.params.id);
        return {
          tutorial: presentTutorial(tutorial),
          relatedTools: relatedTools.map(presentRelatedTool),
        };
      },
    );
  };
