import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorialDetailResponse } from '../../../shared/tutorials.js';
import { addContentRoutes } from '../../content/routes.js';
import { presentRelatedTool } from '../../content/tools.js';
import { TUTORIAL, presentTutorial } from '../../content/tutorials.js';
import type { AppContext } from '../../context.js';
import { getTutorialDetail } from './service.js';

export const tutorialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    addContentRoutes(app, ctx, {
      content: TUTORIAL,
      detail: {
        response: TutorialDetailResponse,
        read: async (id) => {
          const { tutorial, relatedTools } = await getTutorialDetail({ db: ctx.db, id });
          return {
            tutorial: presentTutorial(tutorial),
            relatedTools: relatedTools.map(presentRelatedTool),
          };
        },
      },
    });
  };
