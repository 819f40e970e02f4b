import { Check, Copy } from 'lucide-react';
import { PROMPT_CARD_TOOL_COUNT } from '@shared/limits';
import type { PromptCard as PromptCardData } from '@shared/prompts';
import { BadgeList } from '../../../components/badge-list';
import { Card } from '../../../components/ui/card';
import { MODAL_LABELS, PROMPTS_MESSAGES as M } from '../messages';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { PromptPicture } from '../../../components/prompt-picture';
import { PromptSaveAction } from '../../../components/item-actions';
import { CategoryBadge } from '../../../components/category-look';
import { Button } from '../../../components/ui/button';
import { useCopyPrompt } from '../hooks/use-copy-prompt';

/** Copies the prompt from the card; above the card-wide button, after it in reading order. */
function CopyButton({ prompt }: { prompt: PromptCardData }) {
  const { copied, copyPrompt, blanksDialog } = useCopyPrompt(prompt);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={M.copyOf(prompt.title)}
        onClick={() => void copyPrompt(M.copied)}
        className="relative mx-5 mb-5 self-start"
      >
        {copied ? (
          <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {MODAL_LABELS.copy}
      </Button>
      {blanksDialog}
    </>
  );
}

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
      <PromptPicture
        imageUrl={prompt.imageUrl}
        category={prompt.category}
        className="aspect-video w-full object-cover"
        tileClassName="h-16"
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
          <p className="line-clamp-2 text-sm text-slate-600">{prompt.description}</p>
        )}
        {/* Issue 20: the prompt itself, as prompts.chat shows it, to copy without the modal. */}
        <div className="rounded-lg bg-slate-50 p-3">
          <pre className="line-clamp-3 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">
            {prompt.promptText}
          </pre>
        </div>
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
      <CopyButton prompt={prompt} />
    </Card>
  );
}
