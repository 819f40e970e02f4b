import { useCallback } from 'react';
import { useRecordPromptCopy } from '../api/record-prompt-copy';
import { useCopyText } from './use-copy-text';

/**
 * Copies a prompt's text and, once it is on the clipboard, counts the copy for the member
 * (docs/product.md#prompts): the card, the modal, the prompt page and a workflow step alike.
 */
export function useCopyPrompt(prompt: { id: string; promptText: string }) {
  const { copied, copy } = useCopyText();
  const { mutate: record } = useRecordPromptCopy();
  const copyPrompt = useCallback(
    async (message: string) => {
      const done = await copy(prompt.promptText, message);
      if (done) record(prompt.id);
      return done;
    },
    [copy, record, prompt.id, prompt.promptText],
  );
  return { copied, copyPrompt };
}
