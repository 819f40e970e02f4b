import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CreateSuggestionRequest } from '../../../shared/suggestions.js';
import type { DB } from '../../db/connect.js';
import type { SuggestionsTable, UsersTable } from '../../db/schema.js';

interface CreateSuggestionOptions {
  db: DB;
  actor: Pick<Selectable<UsersTable>, 'id'>;
  input: CreateSuggestionRequest;
  now: Date;
}

/** docs/product.md#suggestions: a suggestion starts pending; it belongs to whoever is signed in. */
export async function createSuggestion({
  db,
  actor,
  input,
  now,
}: CreateSuggestionOptions): Promise<Selectable<SuggestionsTable>> {
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    user_id: actor.id,
    type: input.type,
    title: input.title,
    description: input.description,
    reason: input.reason,
    website: input.website,
    status: 'pending',
    created_at: stamp,
    updated_at: stamp,
  };
  await db.insertInto('suggestions').values(row).execute();
  return row;
}
