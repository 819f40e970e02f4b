import type { Selectable } from 'kysely';
import type { PromptCard, PromptResponse } from '../../../shared/prompts.js';
import type { PromptsTable } from '../../db/schema.js';
import type { PromptCardRow } from './service.js';
import { httpsUrlOrNull } from '../../../shared/urls.js';

// Stored lists are in their one shape (migration 0008, the admin form), so reading is parsing.
const list = (json: string) => JSON.parse(json) as string[];

export function presentPrompt(row: Selectable<PromptsTable>): PromptResponse {
  return {
    ...presentPromptCard(row),
    tags: list(row.tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentPromptCard(row: PromptCardRow): PromptCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    promptText: row.prompt_text,
    category: row.category,
    difficulty: row.difficulty,
    imageUrl: httpsUrlOrNull(row.image_url),
    tools: list(row.tools),
    usageTips: list(row.usage_tips),
  };
}
