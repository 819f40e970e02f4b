import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { fillBlanks, parseBlanks } from '@shared/prompt-blanks';
import { useRecordPromptCopy } from '../api/record-prompt-copy';
import { openChat, type Chat } from '../chats';
import { BLANKS_MESSAGES } from '../messages';
import { useCopyText } from './use-copy-text';

// The form for a prompt's blanks loads when a prompt with blanks is first copied.
const FillBlanksDialog = lazy(() => import('../components/fill-blanks-dialog'));

/**
 * Copies a prompt's text, or opens it in an AI chat, and counts a copy for the member once it is
 * on the clipboard (docs/product.md#prompts): the card, the modal, the prompt page and a workflow
 * step alike. A prompt with blanks (issue 21, shared/prompt-blanks.ts) first opens the form that
 * fills them: render `blanksDialog` beside the buttons.
 */
export function useCopyPrompt(prompt: { id: string; title: string; promptText: string }) {
  const { copied, copy } = useCopyText();
  const { mutate: record } = useRecordPromptCopy();
  const parsed = useMemo(() => parseBlanks(prompt.promptText), [prompt.promptText]);
  const hasBlanks = parsed.blanks.length > 0;
  // The text as the member gets it: `\${` written as a literal `${`, with or without blanks.
  const text = useMemo(() => fillBlanks(parsed, {}), [parsed]);
  // The copy's success message while the blanks are being filled in; null when the form is shut.
  const [filling, setFilling] = useState<string | null>(null);

  const copyText = useCallback(
    async (text: string, message: string) => {
      const done = await copy(text, message);
      if (done) record(prompt.id);
      return done;
    },
    [copy, record, prompt.id],
  );
  /** A chat that cannot take the prompt in its address gets it on the clipboard first. */
  const openIn = useCallback(
    async (chat: Chat, text: string) => {
      if (chat.url || (await copyText(text, BLANKS_MESSAGES.pasteIn(chat.name))))
        openChat(chat, text);
    },
    [copyText],
  );

  /** Copies the prompt (resolves to whether it was copied now), or opens its blanks' form. */
  const copyPrompt = async (message: string) => {
    if (!hasBlanks) return copyText(text, message);
    setFilling(message);
    return false;
  };
  /** Opens the prompt in `chat`, or its blanks' form first. */
  const openPromptIn = (chat: Chat, message: string) => {
    if (!hasBlanks) return void openIn(chat, text);
    setFilling(message);
  };

  const blanksDialog = filling !== null && (
    <Suspense fallback={null}>
      <FillBlanksDialog
        title={prompt.title}
        parsed={parsed}
        onOpenChange={(open) => !open && setFilling(null)}
        onCopy={(text) => copyText(text, filling)}
        onOpenIn={(chat, text) => void openIn(chat, text)}
      />
    </Suspense>
  );
  return { copied, copyPrompt, openPromptIn, hasBlanks, text, blanksDialog };
}
