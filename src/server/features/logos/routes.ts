import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/api.js';
import { LogoParams, ToolLogoResponse } from '../../../shared/logo-api.js';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoTypeOf } from '../../../shared/logos.js';
import { TOOL_MESSAGES } from '../../../shared/tools.js';
import { currentUser } from '../../auth/access.js';
import { recordedWrite } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/connect.js';
import { clearToolLogo, readToolLogo, saveToolLogo } from '../../db/tool-logos.js';
import { HttpError, notFound } from '../../http/errors.js';
import { readUpload } from './upload.js';

/** A logo's address names its bytes (their hash), so what it serves never changes. */
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * An SVG opened on its own is a document: nothing in it may run, load or reach the page's origin
 * (docs/decisions/043-logos-stored-and-served-by-us.md). Sent with every logo, whatever its type.
 */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const toolRow = async (db: DB, id: string) => {
  const tool = await db
    .selectFrom('tools')
    .select(['id', 'logo_url'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!tool) throw notFound(TOOL_MESSAGES.notFound);
  return tool;
};

/**
 * Issue 32, real logos: every stored logo from our own origin, and the admin's upload and clear
 * of a tool's logo (audited writes of the Tools part).
 */
export const logoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { access: 'admin' } as const;
    /** A logo's upload or clear is an audited update of the tool, by the admin asking. */
    const toolUpdate = (request: FastifyRequest) =>
      [
        { ...ctx, log: request.log },
        { actorId: currentUser(request).id, resource: 'tools', action: 'update' },
      ] as const;
    // Only here: a logo is sent as its own bytes, whatever the browser calls its type (the
    // bytes say what it is); the app's other routes take JSON only.
    app.addContentTypeParser('*', (_request, payload, done) => {
      readUpload(payload, LOGO_MAX_BYTES).then(
        (bytes) => done(null, bytes),
        (error: Error) => done(error),
      );
    });

    // Public: the showcase on the landing page shows tools with their logos too.
    app.get(
      '/media/logos/:toolId/:hash',
      { config: { access: 'public' }, schema: { params: LogoParams, hide: true } },
      async (request, reply) => {
        const logo = await readToolLogo({ db: ctx.db, ...request.params });
        if (!logo) throw new HttpError(404, 'not_found', 'Logo tidak dijumpai.');
        return reply
          .header('content-type', logo.content_type)
          .header('content-length', logo.size)
          .header('cache-control', FOREVER)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', LOGO_CSP)
          .send(logo.bytes);
      },
    );

    app.put(
      '/api/admin/tools/:id/logo',
      { config: admin, schema: { params: IdParams, response: { 200: ToolLogoResponse } } },
      async (request) => {
        const bytes = request.body instanceof Uint8Array ? request.body : null;
        if (!bytes || bytes.byteLength === 0) {
          throw new HttpError(400, 'validation_failed', LOGO_MESSAGES.empty);
        }
        const contentType = logoTypeOf(bytes);
        if (!contentType) {
          throw new HttpError(415, 'unsupported_media_type', LOGO_MESSAGES.badType);
        }
        const { id } = request.params;
        const logoUrl = await recordedWrite(...toolUpdate(request), async (trx) => {
          const before = await toolRow(trx, id);
          const path = await saveToolLogo({
            db: trx,
            toolId: id,
            bytes,
            contentType,
            source: 'upload',
            now: ctx.now(),
          });
          return {
            result: path,
            targetId: id,
            before: { logoUrl: before.logo_url },
            after: { logoUrl: path, contentType, size: bytes.byteLength },
          };
        });
        return { logoUrl };
      },
    );

    app.delete(
      '/api/admin/tools/:id/logo',
      { config: admin, schema: { params: IdParams, response: { 200: ToolLogoResponse } } },
      async (request) => {
        const { id } = request.params;
        await recordedWrite(...toolUpdate(request), async (trx) => {
          const before = await toolRow(trx, id);
          await clearToolLogo({ db: trx, toolId: id, now: ctx.now() });
          return {
            result: null,
            targetId: id,
            before: { logoUrl: before.logo_url },
            after: { logoUrl: null },
          };
        });
        return { logoUrl: null };
      },
    );
  };
