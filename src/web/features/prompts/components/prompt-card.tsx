import { PROMPT_CARD_TOOL_COUNT, type PromptCard as PromptCardData } from '@shared/prompts';
import { BadgeList } from '../../../components/badge-list';
import { Card } from '../../../components/ui/card';
import { MODAL_LABELS, PROMPTS_MESSAGES as M } from '../messages';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RemoteImage } from '../../../components/remote-image';
import { PromptSaveAction } from '../../../components/item-actions';
import { CategoryBadge } from '../../../components/category-look';

/** A prompt in the grid: at most 3 tools then '+N' (docs/product.md#prompts); pressing it opens the modal. */
export function PromptCard({
  prompt,
  onOpen,
}: {
  prompt: PromptCardData;
  onOpen: (prompt: PromptCardData) => void;
}) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <RemoteImage
        url={prompt.imageUrl}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={prompt.category} />
          <DifficultyBadge difficulty={prompt.difficulty} />
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          {/* The button's area covers the whole card, so anywhere on it opens the prompt. */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(prompt)}
            className="text-left after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {prompt.title}
          </button>
        </h2>
        {prompt.description && (
          <p className="line-clamp-3 text-sm text-slate-600">{prompt.description}</p>
        )}
        <BadgeList
          items={prompt.tools}
          max={PROMPT_CARD_TOOL_COUNT}
          label={MODAL_LABELS.tools}
          more={M.more}
          className="mt-auto"
        />
      </div>
      {/* After the title in reading order; drawn in the corner, above the card-wide button. */}
      <div className="absolute right-3 top-3">
        <PromptSaveAction promptId={prompt.id} title={prompt.title} />
      </div>
    </Card>
  );
}
