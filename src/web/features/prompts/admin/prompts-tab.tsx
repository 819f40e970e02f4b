import type { PromptResponse, SavePromptRequest } from '@shared/prompts';
import { CrudTab } from '../../../admin/components/crud-tab';
import { PROMPTS_ADMIN_MESSAGES as M } from './messages';
import { AdminPromptCard } from './admin-prompt-card';
import { PromptForm } from './prompt-form';
import { PromptStatCards } from './prompt-stat-cards';

/** The Prompts tab, Manage Prompts (docs/product.md#admin-panel): stat cards, card grid, add and edit. */
export function PromptsTab() {
  return (
    <CrudTab<PromptResponse, SavePromptRequest>
      resource="prompts"
      labels={M.labels}
      formMessages={M.form}
      itemName={(prompt) => prompt.title}
      renderItem={(prompt, actions) => <AdminPromptCard prompt={prompt} actions={actions} />}
      Form={PromptForm}
      aboveList={<PromptStatCards />}
      toastLoadFailure
    />
  );
}
