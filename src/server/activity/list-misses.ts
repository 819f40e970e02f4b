import type { FastifyInstance } from 'fastify';
import { foldedSearch } from '../../shared/search.js';
import type { DB } from '../db/connect.js';
import { keepAnswerNot } from '../http/shared-answers.js';
import { noteMiss } from './search-misses.js';

// A list box's search that found nothing is a miss in the admin's report, as the palette's is
// (docs/product.md#search-everything): a list answers such a first page with `didYouMean`
// (db/ranked-list.ts), whichever list it is. Counted here, on the way out, so that every list
// route counts alike. Such an answer is not kept whole for others (http/shared-answers.ts): a
// kept answer skips the handler, and the next member's search must be counted too.
// A visitor's miss (the public showcase) is not counted: the report counts members, so that no
// one can make a term (docs/decisions/042-one-search-behind-every-box.md).

const isMissPage = (payload: unknown): payload is { items: unknown[]; didYouMean: string[] } =>
  typeof payload === 'object' &&
  payload !== null &&
  Array.isArray((payload as { items?: unknown }).items) &&
  Array.isArray((payload as { didYouMean?: unknown }).didYouMean);

export function registerListMisses(app: FastifyInstance, { db, now }: { db: DB; now: () => Date }) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const q = (request.query as { q?: unknown } | undefined)?.q;
    if (typeof q !== 'string' || !isMissPage(payload)) return payload;
    keepAnswerNot(request);
    const user = request.user;
    if (user?.status === 'approved') {
      noteMiss({ db, userId: user.id, term: foldedSearch(q), now: now() });
    }
    return payload;
  });
}
