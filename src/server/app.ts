import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAccess } from './auth/access.js';
import { registerOriginCheck } from './auth/origin.js';
import type { AppContext } from './context.js';
import { accountRoutes } from './features/auth/account-routes.js';
import { authRoutes } from './features/auth/routes.js';
import { categoryRoutes } from './features/categories/routes.js';
import { siteRoutes } from './features/landing/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { toolRoutes } from './features/tools/routes.js';
import { HttpError, registerErrorHandler } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { createMailer, type Mailer } from './mail/mailer.js';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

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
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    trustProxy: context.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  const ctx: AppContext = {
    ...context,
    mailer: mailer ?? createMailer(context.config, app.log),
    secureCookies: context.config.publicUrl.startsWith('https:'),
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  // Brotli/gzip for the SPA's files and the JSON answers (DESIGN §8 page-weight budget).
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: `${ctx.config.appName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerOriginCheck(app, ctx.config.publicUrl);
  registerAccess(app, { db: ctx.db, now: ctx.now, secureCookies: ctx.secureCookies });

  await app.register(siteRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(toolRoutes(ctx));
  await app.register(categoryRoutes(ctx));
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  const webBuilt = serveWeb && fs.existsSync(path.join(WEB_ROOT, 'index.html'));
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: WEB_ROOT,
      wildcard: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    // The SPA owns every other path, including its own 404 page (SPEC §2).
    if (isPage && webBuilt) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new HttpError(
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  });

  return app;
}
