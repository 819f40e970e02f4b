import type { ReactNode } from 'react';
import { ADMIN_PROMPT_CARD_TOOL_COUNT, previewOf, type PromptResponse } from '@shared/prompts';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { PromptPicture } from '../../../components/prompt-picture';
import { BadgeList } from '../../../components/badge-list';
import { AdminCard } from '../../../admin/components/admin-card';
import { PROMPTS_ADMIN_MESSAGES as M } from './messages';

const IMAGE = 'aspect-video w-full object-cover';

/**
 * A prompt in Manage Prompts (docs/product.md#admin-panel): its image (a local placeholder when there is none
 * or it fails to load), title, description cut to 100 characters, 2 tools then '+N', category.
 */
export function AdminPromptCard({
  prompt,
  actions,
}: {
  prompt: PromptResponse;
  actions: ReactNode;
}) {
  return (
    <AdminCard
      media={
        <PromptPicture imageUrl={prompt.imageUrl} category={prompt.category} className={IMAGE} />
      }
      category={prompt.category}
      badges={<DifficultyBadge difficulty={prompt.difficulty} asStored />}
      title={prompt.title}
      actions={actions}
    >
      {prompt.description && (
        <p className="text-sm text-slate-600 wrap-anywhere">{previewOf(prompt.description)}</p>
      )}
      <BadgeList
        label={M.tools}
        items={prompt.tools}
        max={ADMIN_PROMPT_CARD_TOOL_COUNT}
        more={M.more}
      />
    </AdminCard>
  );
}
