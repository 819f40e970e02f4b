import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { currentUser } from '../auth/access.js';

/** The kinds of item a member saves: three in favourites, prompts in their own table. */
export type SavedKind = 'tool' | 'tutorial' | 'workflow' | 'prompt';

/**
 * Issue 19: a list's condition for "Disimpan sahaja" — only the items this member has saved
 * (docs/product.md#favourites). For a list's `where` (db/list.ts), on its table's `id`.
 */
export const savedBy = (userId: string, kind: SavedKind) =>
  kind === 'prompt'
    ? sql<SqlBool>`id in (select prompt_id from prompt_favorites where user_id = ${userId})`
    : sql<SqlBool>`id in (select item_id from favorites where user_id = ${userId} and item_type = ${kind})`;

/** The member whose saved items a list request asks for (`saved=1`), or none. */
export const savedFilterOf = (request: FastifyRequest & { query: { saved?: string } }) =>
  request.query.saved ? currentUser(request).id : undefined;

/** A member list's answer is the same for everyone (shared) unless it is of one's saved items. */
export const sharedUnlessSaved = (request: FastifyRequest) =>
  !(request.query as { saved?: string }).saved;
