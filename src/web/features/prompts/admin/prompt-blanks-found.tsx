import { useWatch } from 'react-hook-form';
import { parseBlanks, type BlankProblemKind } from '@shared/prompt-blanks';
import type { PromptForm } from '@shared/prompts';
import { PROMPTS_ADMIN_MESSAGES } from './messages';

const M = PROMPTS_ADMIN_MESSAGES.blanks;

const PROBLEM: Record<BlankProblemKind, (at: number) => string> = {
  unclosed: M.unclosed,
  nested: M.nested,
  unnamed: M.unnamed,
};

/**
 * Issue 21: under the prompt text, the blanks members will fill in (shared/prompt-blanks.ts),
 * and a warning for each `${` that is not one: the prompt still saves, and such text is copied
 * as it is written.
 */
export function PromptBlanksFound() {
  const text = useWatch<PromptForm, 'promptText'>({ name: 'promptText' });
  const { blanks, problems } = parseBlanks(text ?? '');
  if (blanks.length === 0 && problems.length === 0) return null;
  return (
    <div className="sm:col-span-2 -mt-2 space-y-1 text-sm" aria-live="polite">
      {blanks.length > 0 && (
        <p className="text-slate-600">
          {M.found(blanks.length)}{' '}
          {blanks.map((b, i) => (
            <span key={b.name}>
              {i > 0 && ', '}
              <code className="rounded bg-slate-100 px-1">{b.name}</code>
              {b.defaultValue && ` (${M.defaultIs(b.defaultValue)})`}
            </span>
          ))}
        </p>
      )}
      {/* Read out politely with the rest as it changes, not as an alert at every key. */}
      {problems.map((problem, i) => (
        <p key={i} className="text-amber-700">
          {PROBLEM[problem.kind](problem.at + 1)}
        </p>
      ))}
    </div>
  );
}
