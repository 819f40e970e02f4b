import { Check, Copy } from 'lucide-react';
import type { PromptResponse } from '@shared/prompts';
import { buttonClass } from '../../../components/ui/button';
import { usePromptByTitle } from '../api/get-prompt';
import { ChatButtons } from './chat-buttons';
import { useCopyPrompt } from '../hooks/use-copy-prompt';
import { STEP_PROMPTS_MESSAGES as M } from '../messages';
import { PromptText } from '../../../components/prompt-text';

function StepPrompt({ prompt }: { prompt: PromptResponse }) {
  const { copied, copyPrompt, openPromptIn, hasBlanks, text, blanksDialog } = useCopyPrompt(prompt);
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="font-medium text-slate-900">{prompt.title}</p>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-600">
        <PromptText text={prompt.promptText} />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          aria-label={M.copyPromptOf(prompt.title)}
          onClick={() => void copyPrompt(M.promptCopied)}
        >
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {M.copyPrompt}
        </button>
        <ChatButtons
          title={prompt.title}
          text={text}
          hasBlanks={hasBlanks}
          onOpen={(chat) => openPromptIn(chat, M.promptCopied)}
        />
      </div>
      {blanksDialog}
    </li>
  );
}

/** One prompt of the step, once found by its title; a title no prompt has shows nothing. */
function StepPromptByTitle({ title }: { title: string }) {
  const prompt = usePromptByTitle(title).data;
  return prompt ? <StepPrompt prompt={prompt} /> : null;
}

/**
 * Issue 19: the prompts a step carries from the library, each to copy or to open in ChatGPT,
 * Claude or Gemini in a new tab, so the step has something to act on.
 */
export default function StepPrompts({ titles, task }: { titles: readonly string[]; task: string }) {
  if (titles.length === 0) return null;
  return (
    <section aria-label={`${M.stepPrompts}: ${task}`} className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{M.stepPrompts}</h3>
      <ul className="space-y-2">
        {titles.map((title) => (
          <StepPromptByTitle key={title} title={title} />
        ))}
      </ul>
    </section>
  );
}
