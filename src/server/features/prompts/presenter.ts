import type { Selectable } from 'kysely';
import type { PromptResponse } from '../../../shared/prompts.js';
import { fromStringList } from '../../db/helpers.js';
import type { PromptsTable } from '../../db/schema.js';
import { httpsUrlOrNull } from '../../../shared/urls.js';

export function presentPrompt(row: Selectable<PromptsTable>): PromptResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    promptText: row.prompt_text,
    category: row.category,
    difficulty: row.difficulty,
    imageUrl: httpsUrlOrNull(row.image_url),
    tools: fromStringList(row.tools),
    usageTips: fromStringList(row.usage_tips),
    tags: fromStringList(row.tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
