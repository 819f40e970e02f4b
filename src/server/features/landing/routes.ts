import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteResponse } from '../../../shared/site.js';
import type { AppContext } from '../../context.js';

/** The public settings the SPA needs before anyone signs in. */
export const siteOf = (ctx: AppContext): SiteResponse => ({
  appName: ctx.config.appName,
  links: ctx.config.links,
});

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site',
      { config: { access: 'public' }, schema: { response: { 200: SiteResponse } } },
      async () => siteOf(ctx),
    );
  };
