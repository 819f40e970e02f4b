import { Check, Copy, ExternalLink } from 'lucide-react';
import type { PromptResponse } from '@shared/prompts';
import { NEW_TAB } from '../../../components/messages';
import { buttonClass } from '../../../components/ui/button';
import { usePromptByTitle } from '../api/get-prompt';
import { useCopyPrompt } from '../hooks/use-copy-prompt';
import { STEP_PROMPTS_MESSAGES as M } from '../messages';

/**
 * The AI chats a prompt opens in. ChatGPT and Claude take the prompt in their address; Gemini
 * does not, so the prompt is copied first and the member pastes it there.
 */
const CHATS = [
  { name: 'ChatGPT', url: (text: string) => `https://chatgpt.com/?q=${encodeURIComponent(text)}` },
  { name: 'Claude', url: (text: string) => `https://claude.ai/new?q=${encodeURIComponent(text)}` },
  { name: 'Gemini', url: null, home: 'https://gemini.google.com/app' },
] as const;

const chip = buttonClass({ variant: 'outline', size: 'sm' });

function StepPrompt({ prompt }: { prompt: PromptResponse }) {
  const { copied, copyPrompt } = useCopyPrompt(prompt);
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="font-medium text-slate-900">{prompt.title}</p>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-600">
        {prompt.promptText}
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
        {CHATS.map((chat) =>
          chat.url ? (
            <a
              key={chat.name}
              href={chat.url(prompt.promptText)}
              target="_blank"
              rel="noopener noreferrer"
              className={chip}
              aria-label={`${M.openIn(chat.name, prompt.title)} ${NEW_TAB}`}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {chat.name}
            </a>
          ) : (
            <button
              key={chat.name}
              type="button"
              className={chip}
              aria-label={`${M.openIn(chat.name, prompt.title)} ${NEW_TAB}`}
              onClick={async () => {
                if (await copyPrompt(M.pasteIn(chat.name)))
                  window.open(chat.home, '_blank', 'noopener,noreferrer');
              }}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {chat.name}
            </button>
          ),
        )}
      </div>
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
