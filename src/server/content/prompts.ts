// Prompts (docs/product.md#prompts), defined once: docs/architecture.md#content-definitions.
import type { Selectable } from 'kysely';
import {
  PROMPT_MESSAGES,
  type PromptCard,
  PromptListQuery,
  PromptListResponse,
  PromptResponse,
  SavePromptRequest,
} from '../../shared/prompts.js';
import { httpsUrlOrNull } from '../../shared/urls.js';
import { listHas, toJson } from '../db/helpers.js';
import type { SearchSpec } from '../db/list.js';
import type { PromptsTable } from '../db/schema.js';
import { defineContent } from './definition.js';
import { readStringList } from './lists.js';

/** The columns a prompt card and the modal it opens are made from: no tags or times. */
export const PROMPT_CARD_COLUMNS = [
  'id',
  'title',
  'description',
  'prompt_text',
  'category',
  'difficulty',
  'image_url',
  'tools',
  'usage_tips',
] as const satisfies readonly (keyof PromptsTable)[];
export type PromptCardRow = Pick<Selectable<PromptsTable>, (typeof PROMPT_CARD_COLUMNS)[number]>;

// docs/product.md#prompts: prompts match title and description only (not the prompt text, tools or tags).
export const PROMPT_SEARCH: SearchSpec = { columns: ['title', 'description'] };

export function presentPromptCard(row: PromptCardRow): PromptCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    promptText: row.prompt_text,
    category: row.category,
    difficulty: row.difficulty,
    imageUrl: httpsUrlOrNull(row.image_url),
    tools: readStringList(row.tools, 'prompts.tools'),
    usageTips: readStringList(row.usage_tips, 'prompts.usage_tips'),
  };
}

export function presentPrompt(row: Selectable<PromptsTable>): PromptResponse {
  return {
    ...presentPromptCard(row),
    tags: readStringList(row.tags, 'prompts.tags'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const PROMPT = defineContent({
  table: 'prompts',
  contracts: {
    listQuery: PromptListQuery,
    listPage: PromptListResponse,
    item: PromptResponse,
    create: SavePromptRequest,
    update: SavePromptRequest,
  },
  kind: 'prompt',
  nameColumn: 'title',
  cardColumns: PROMPT_CARD_COLUMNS,
  presentCard: presentPromptCard,
  present: presentPrompt,
  search: PROMPT_SEARCH,
  listFilters: (query, dialect) => ({
    equal: { category: query.category },
    where: query.tool ? [listHas(dialect, 'tools', query.tool)] : [],
    sort: { newest: true },
  }),
  toRow: (input) => ({
    title: input.title,
    description: input.description,
    prompt_text: input.promptText,
    category: input.category,
    difficulty: input.difficulty,
    image_url: input.imageUrl,
    tools: toJson(input.tools),
    usage_tips: toJson(input.usageTips),
    tags: toJson(input.tags),
  }),
  notFound: PROMPT_MESSAGES.notFound,
});
