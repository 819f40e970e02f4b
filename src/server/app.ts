import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { crudRoutes } from './admin/crud.js';
import { hostRule } from './allowed-hosts.js';
import { announce } from './admin/write.js';
import { registerAccess } from './auth/access.js';
import { schedulePurge } from './auth/purge.js';
import { registerOriginCheck } from './auth/origin.js';
import type { AppContext } from './context.js';
import { clearReadCache, useReadCache } from './db/read-cache.js';
import { accountRoutes } from './features/auth/account-routes.js';
import { authRoutes } from './features/auth/routes.js';
import { categoryAdmin } from './features/categories/admin.js';
import { categoryRoutes } from './features/categories/routes.js';
import { learningPathRoutes } from './features/learning-path/routes.js';
import { transferRouteSet } from './features/transfer/routes.js';
import { siteOf, siteRoutes } from './features/landing/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { languageRoutes } from './features/language/routes.js';
import { eventRoutes } from './events/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { promptFavoriteRoutes } from './features/favorites/prompt-routes.js';
import { favoriteRoutes } from './features/favorites/routes.js';
import { progressRoutes } from './features/progress/routes.js';
import { feedbackAdminRoutes } from './features/feedback/admin-routes.js';
import { feedbackRoutes } from './features/feedback/routes.js';
import { promptAdmin, promptStatsRoutes } from './features/prompts/admin.js';
import { promptBlankValueRoutes } from './features/prompts/blank-value-routes.js';
import { quizRoutes } from './features/tutorials/quiz-routes.js';
import { certificateRoutes } from './features/learning-path/certificate-routes.js';
import { promptRoutes } from './features/prompts/routes.js';
import { statsRoutes } from './features/stats/routes.js';
import { suggestionAdminRoutes } from './features/suggestions/admin-routes.js';
import { suggestionRoutes } from './features/suggestions/routes.js';
import { toolAdmin } from './features/tools/admin.js';
import { toolRoutes } from './features/tools/routes.js';
import { tutorialAdmin } from './features/tutorials/admin.js';
import { tutorialRoutes } from './features/tutorials/routes.js';
import { userAdminRoutes } from './features/users/admin-routes.js';
import { workflowAdmin } from './features/workflows/admin.js';
import { searchRoutes } from './features/search/routes.js';
import { auditRoutes } from './features/audit/routes.js';
import { linkHealthRoutes } from './features/link-health/routes.js';
import { logoRoutes } from './features/logos/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { synonymAdmin } from './features/search/synonym-admin.js';
import { workflowRoutes } from './features/workflows/routes.js';
import { workflowRunRoutes } from './features/workflows/run-routes.js';
import { digestRoutes } from './features/digest/routes.js';
import { scheduleDigest } from './features/digest/schedule.js';
import { keptCompressedPages } from './http/kept-compressed.js';
import { RESET_PASSWORD_PAGE, registerPageForms } from './http/page-forms.js';
import { requestPageRenderer } from './http/request-pages.js';
import { prerenderedPage, prerenderPages } from './http/prerendered-pages.js';
import { shellWithFirstData, withLanguageDefault } from './http/page-shell.js';
import { SESSION_COOKIE } from './auth/sessions.js';
import { HttpError, registerErrorHandler } from './http/errors.js';
import { frameworkErrorHandlers } from './http/framework-errors.js';
import { registerHostCheck } from './http/host-check.js';
import { installServerLanguages } from './i18n/catalogues.js';
import { registerRequestLanguage, requestLanguage } from './i18n/request-language.js';
import { registerInputGuard } from './http/input-guard.js';
import { redactingLogger } from './http/logging.js';
import { readSecurityHeaders } from './http/security-headers.js';
import { serializerCompiler } from './http/serializer.js';
import { registerSharedAnswers } from './http/shared-answers.js';
import { registerListMisses } from './activity/list-misses.js';
import { serverTimeouts } from './http/timeouts.js';
import { createMailer, type Mailer } from './mail/mailer.js';

/** The project's folder (the one with package.json), whether this runs from src or dist. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return dir;
}
const WEB_ROOT = path.join(projectRoot(), 'dist/web');

export interface BuildOptions extends Omit<AppContext, 'secureCookies' | 'mailer'> {
  /** Defaults to SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA from dist/web when it exists (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp({
  logger = false,
  serveWeb = true,
  mailer,
  ...context
}: BuildOptions) {
  const securityHeaders = await readSecurityHeaders({
    formTargets: [context.config.links.orderForm],
  });
  const app = Fastify({
    logger: redactingLogger(logger),
    bodyLimit: 256 * 1024,
    // Longer path parameters reach the route's own validation (a 400 in our error shape).
    routerOptions: { maxParamLength: 1000 },
    trustProxy: context.config.trustProxy,
    ...serverTimeouts(context.config.timeouts),
    ...frameworkErrorHandlers(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  const ctx: AppContext = {
    ...context,
    mailer: mailer ?? createMailer(context.config, app.log),
    secureCookies: context.config.publicUrl.startsWith('https:'),
  };
  useReadCache(ctx.db, ctx.config.readCacheMs, ctx.now);
  installServerLanguages(ctx.config.interfaceLanguage);
  if (ctx.config.readCacheMs > 0) {
    const unsubscribe = ctx.changes.subscribe(() => clearReadCache(ctx.db));
    app.addHook('onClose', async () => unsubscribe());
    // Kept sessions are forgotten in every process before the answer of a route that may have
    // ended some leaves, whatever that answer (docs/architecture.md#sessions).
    // Not after a server error: the database is likely out of reach, and the announcement would
    // wait as long again for a connection before the answer could leave.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.endsSessions && reply.statusCode < 500) {
        await announce({ ...ctx, log: request.log }, 'sessions');
      }
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, (request) => requestLanguage(request, ctx.config.interfaceLanguage));
  registerInputGuard(app);

  registerSharedAnswers(app, ctx.db);
  registerListMisses(app, ctx);
  // Brotli/gzip for the SPA's files and the JSON answers (docs/architecture.md#performance-budgets page-weight budget).
  // Compressed in one call up to 256 KB (a rendered member page is some 125 KB): the plugin's
  // default on 2 cores, 8 KB, sent every page through a stream of its own, and brotli's per
  // stream set-up made pages 5× slower to serve (issue 34, docs/benchmarks.md).
  await app.register(compress, { threshold: 1024, syncThreshold: 256 * 1024 });
  await app.register(cookie);
  // Issue 33: each request runs in its language (the member's, the `lang` cookie's, the default).
  registerRequestLanguage(app, ctx.config.interfaceLanguage);
  // Helmet's headers, worked out once: its plugin builds them again for every request.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
  // Before anything reads a session: only the hosts the app answers for (issue 31).
  const hosts = hostRule(ctx.config);
  registerHostCheck(app, hosts);
  await app.register(swagger, {
    openapi: { info: { title: `${ctx.config.appName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // API answers carry members' data: no browser, proxy or service worker may keep one, so a
  // shared computer never shows one member's answers to the next person.
  app.addHook('onSend', async (request, reply, payload) => {
    // The route's own path (a target in absolute form, `GET http://site/api/…`, is routed by its
    // path), or for what the pages' catch-all route answers, the request's.
    const route = request.routeOptions.url;
    const path = route && route !== '/*' ? route : new URL(request.url, 'http://x').pathname;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  registerOriginCheck(app, hosts);
  registerAccess(app, { db: ctx.db, now: ctx.now, secureCookies: ctx.secureCookies });
  schedulePurge(app, ctx.db, ctx.now);

  await app.register(siteRoutes(ctx));
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(languageRoutes(ctx));
  await app.register(toolRoutes(ctx));
  await app.register(categoryRoutes(ctx));
  await app.register(tutorialRoutes(ctx));
  await app.register(quizRoutes(ctx));
  await app.register(certificateRoutes(ctx));
  await app.register(workflowRoutes(ctx));
  await app.register(workflowRunRoutes(ctx));
  await app.register(promptRoutes(ctx));
  await app.register(promptBlankValueRoutes(ctx));
  await app.register(suggestionRoutes(ctx));
  await app.register(feedbackRoutes(ctx));
  await app.register(favoriteRoutes(ctx));
  await app.register(promptFavoriteRoutes(ctx));
  await app.register(progressRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  // The admin panel (docs/product.md#routes-and-guards "Admin screens"): every route is access 'admin'.
  await app.register(eventRoutes(ctx));
  await app.register(statsRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(feedbackAdminRoutes(ctx));
  await app.register(suggestionAdminRoutes(ctx));
  await app.register(crudRoutes(ctx, toolAdmin));
  await app.register(crudRoutes(ctx, tutorialAdmin));
  await app.register(crudRoutes(ctx, workflowAdmin));
  await app.register(crudRoutes(ctx, promptAdmin));
  await app.register(crudRoutes(ctx, synonymAdmin));
  await app.register(searchRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(promptStatsRoutes(ctx));
  await app.register(crudRoutes(ctx, categoryAdmin));
  await app.register(learningPathRoutes(ctx));
  await app.register(linkHealthRoutes(ctx));
  await app.register(logoRoutes(ctx));
  await app.register(digestRoutes(ctx));
  scheduleDigest({ app, ctx });
  await app.register(
    transferRouteSet(ctx, [toolAdmin, tutorialAdmin, workflowAdmin, promptAdmin, categoryAdmin]),
  );
  await app.register(reportRoutes(ctx));
  // The OpenAPI document names every route, the admin ones included: admins only (issue 31).
  app.get('/api/docs', { config: { access: 'admin' }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  const webBuilt = serveWeb && fs.existsSync(path.join(WEB_ROOT, 'index.html'));
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: WEB_ROOT,
      wildcard: false,
      // The SPA's page is always sent by the handler below, with the language default in it.
      index: false,
      globIgnore: ['index.html'],
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The SPA's page, for the member pages whose first data its HTML preloads (page-shell.ts).
  const shell = webBuilt ? fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8') : '';
  // The public pages, rendered once in the background; the first page asked for waits for them.
  const pages = webBuilt
    ? prerenderPages(path.dirname(WEB_ROOT), siteOf(ctx), app.log)
    : Promise.resolve(new Map<string, string>());
  // A member's pages, rendered per request with their data (issue 34).
  const renderRequestPage = requestPageRenderer({
    app,
    distRoot: path.dirname(WEB_ROOT),
    template: shell,
    log: app.log,
    share: ctx.config.renderShare,
  });
  // The public forms, answered without JavaScript (issue 34): the page again, or a 303.
  if (webBuilt) {
    await registerPageForms(
      app,
      async (request, answer) => {
        const language = requestLanguage(request, ctx.config.interfaceLanguage);
        const page = await renderRequestPage(request, siteOf(ctx), language, answer);
        return page && withLanguageDefault(page, ctx.config.interfaceLanguage);
      },
      () => siteOf(ctx),
    );
  }

  /**
   * The SPA's pages: a route of its own (GET and HEAD of any address no other route answers), so
   * the HTML is compressed like every other answer (@fastify/compress works per route; a not-found
   * handler's answer left uncompressed, 125 KB for a member's /tools instead of 15 KB).
   */
  const sendKept = keptCompressedPages();
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing built file is a 404, not the SPA's page: a tab still on an older build must see
    // its script fail to load rather than run HTML as a module.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    // The SPA owns every other path, including its own 404 page (docs/product.md#routes-and-guards).
    if (isPage && webBuilt) {
      reply.header('cache-control', 'no-cache');
      // Issue 33: the variant in the request's language (the `lang` cookie, else the default).
      const language = requestLanguage(request, ctx.config.interfaceLanguage);
      // Only the bare address: a page's HTML shows what it shows before reading any query.
      const prerendered = prerenderedPage(await pages, request.url, language);
      reply.header('vary', 'cookie');
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      // Rendered per request: a member's pages, and a reset link's (its form or its refusal).
      const perRequest = signedIn || request.url.startsWith(`${RESET_PASSWORD_PAGE}?`);
      const rendered =
        !prerendered && perRequest ? await renderRequestPage(request, siteOf(ctx), language) : null;
      // A member's page holds their data: no cache may keep it (as their API answers).
      if (rendered) reply.header('cache-control', 'private, no-store');
      const page = withLanguageDefault(
        prerendered ?? rendered ?? shellWithFirstData(shell, request.url, signedIn) ?? shell,
        ctx.config.interfaceLanguage,
      );
      reply.type('text/html; charset=utf-8');
      // A member's rendered page is theirs alone; any other is the same for many requests.
      return rendered ? reply.send(page) : sendKept(request, reply, page);
    }
    throw new HttpError(
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  };
  app.get('/*', sendPage);
  app.setNotFoundHandler(sendPage);

  return app;
}
