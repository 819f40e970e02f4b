// Issue 23: export and import of the content tabs (docs/product.md#export-and-import), under
// /api/admin/{resource}: GET export, POST import/preview (writes nothing), POST import.
import { Readable } from 'node:stream';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streakDay } from '../../../shared/progress.js';
import {
  ExportQuery,
  IMPORT_BYTES_MAX,
  ImportPreviewResponse,
  ImportRequest,
  ImportResultResponse,
  TRANSFER_MESSAGES as M,
  type ImportRow,
} from '../../../shared/transfer.js';
import { currentUser } from '../../auth/access.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { checkRows, hasErrors, previewDb } from './check.js';
import { exportChunks } from './export.js';
import { readFile } from './format.js';
import { transferSpec, type TransferSpec } from './resources.js';
import { writeImport } from './write.js';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

const importOptions = {
  config: { access: 'admin' as const },
  // Only these routes take files; every other body keeps the app's 256 KiB (app.ts).
  bodyLimit: IMPORT_BYTES_MAX,
  // A file over the limit (announced by its length or found while read) is refused in words the
  // admin can act on; everything else goes on to the app's error handler (http/errors.ts).
  errorHandler: (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(413, 'body_too_large', M.tooLarge);
    }
    throw error;
  },
};

function previewOf(rows: Awaited<ReturnType<typeof checkRows>>): ImportPreviewResponse {
  const counts = { new: 0, duplicate: 0, invalid: 0 };
  const out = rows.map((row): ImportRow => {
    const status = hasErrors(row) ? 'invalid' : row.match ? 'duplicate' : 'new';
    counts[status] += 1;
    return { row: row.row, name: row.name, status, errors: row.errors };
  });
  return { rows: out, counts };
}

function transferRoutes(ctx: AppContext, spec: TransferSpec): FastifyPluginAsyncZod {
  const base = `/api/admin/${spec.resource}`;
  return async (app) => {
    app.get(
      `${base}/export`,
      { config: { access: 'admin' }, schema: { querystring: ExportQuery } },
      async (request, reply) => {
        const { format, q } = request.query;
        const filename = `hab-ai-${spec.resource}-${streakDay(ctx.now())}.${format}`;
        const source = { db: ctx.db, dialect: ctx.dialect, spec, query: { q } };
        return (
          reply
            .header('content-type', CONTENT_TYPES[format])
            .header('content-disposition', `attachment; filename="${filename}"`)
            // One piece at a time: a slow download holds back the reading, not a queue of pieces.
            .send(Readable.from(exportChunks(source, format), { highWaterMark: 1 }))
        );
      },
    );

    app.post(
      `${base}/import/preview`,
      {
        ...importOptions,
        schema: { body: ImportRequest, response: { 200: ImportPreviewResponse } },
      },
      async (request) => {
        const { format, content, duplicates } = request.body;
        const file = await readFile(format, content, spec.columns);
        // It writes nothing: no transaction and no locks, so no one waits on a preview. The
        // import checks again in its own transaction, with the forms' locks.
        return previewOf(await checkRows(previewDb(ctx.db), spec, file, duplicates));
      },
    );

    app.post(
      `${base}/import`,
      {
        ...importOptions,
        schema: { body: ImportRequest, response: { 200: ImportResultResponse } },
      },
      async (request) => {
        const { format, content, duplicates } = request.body;
        const file = await readFile(format, content, spec.columns);
        const actorId = currentUser(request).id;
        return writeImport({ ...ctx, log: request.log }, actorId, spec, file, duplicates);
      },
    );
  };
}

/** Export and import routes for each content tab, by its admin definition. */
export const transferRouteSet =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (ctx: AppContext, defs: Parameters<typeof transferSpec<any>>[0][]): FastifyPluginAsyncZod =>
    async (app) => {
      for (const def of defs) await app.register(transferRoutes(ctx, transferSpec(def)));
    };
