import { Check, Copy } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';
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
import { paths } from '../../../lib/paths';
import { useCopyPrompt } from '../hooks/use-copy-prompt';
import { PromptText } from '../../../components/prompt-text';

/** A press that would follow the link here: not a new tab or window, not a download. */
const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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

/** A prompt in the grid: at most 3 tools then '+N' (docs/product.md#prompts); pressing it opens the modal,
 * and its link is the prompt's own page. */
function PromptCardView({
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
          {/* A real link to the prompt's page, covering the whole card (it works before the
              script has run, and opens in a new tab); a plain press opens the modal instead. */}
          <Link
            to={paths.prompt(prompt.id)}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (!isPlainPress(event)) return;
              event.preventDefault();
              onOpen(prompt);
            }}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {prompt.title}
          </Link>
        </h2>
        {prompt.description && (
          <p className="line-clamp-2 text-sm text-slate-600">{prompt.description}</p>
        )}
        {/* Issue 20: the prompt itself, as prompts.chat shows it, to copy without the modal. */}
        <div className="rounded-lg bg-slate-50 p-3">
          <pre className="line-clamp-3 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">
            <PromptText text={prompt.promptText} />
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

// Not rendered again while its prompt is the same (docs/architecture.md#first-paint).
export const PromptCard = memo(PromptCardView);
