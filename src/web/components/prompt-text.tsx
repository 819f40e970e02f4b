import { Fragment, useMemo } from 'react';
import { blankLabel, parseBlanks } from '@shared/prompt-blanks';
import { PROMPT_TEXT_MESSAGES as M } from './messages';

// Issue 33: a prompt's text as a member reads it — each blank (`${produk}`,
// `${tawaran:diskaun 20% hingga Ahad}`; shared/prompt-blanks.ts) a highlighted chip with its
// label and, when it has one, its default as the example; never the template code. Screen
// readers hear 'isian: Produk'. On the cards, the prompt dialog and page, and workflow steps.

/** One blank: its label, and its default as an example. */
export function BlankChip({ name, example }: { name: string; example: string }) {
  return (
    <span
      data-blank={name}
      className="mx-0.5 inline rounded-md bg-amber-100 px-1.5 py-0.5 font-sans text-[0.95em] font-medium text-amber-900 ring-1 ring-inset ring-amber-300 [box-decoration-break:clone] dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700"
    >
      <span className="sr-only">{M.blank}: </span>
      {blankLabel(name)}
      {example && (
        <span className="font-normal text-amber-800 dark:text-amber-200">
          <span aria-hidden="true"> · {M.example} </span>
          <span className="sr-only">, {M.exampleSpoken}: </span>
          {example}
        </span>
      )}
    </span>
  );
}

/** A prompt's text with its blanks as chips; its line breaks kept by the caller's styles. */
export function PromptText({ text }: { text: string }) {
  const parsed = useMemo(() => parseBlanks(text), [text]);
  const examples = useMemo(
    () => new Map(parsed.blanks.map((b) => [b.name, b.defaultValue])),
    [parsed],
  );
  return (
    <>
      {parsed.parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <BlankChip key={i} name={part.blank} example={examples.get(part.blank) ?? ''} />
        ),
      )}
    </>
  );
}
