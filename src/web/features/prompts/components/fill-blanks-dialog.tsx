import { Copy, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  BLANK_VALUE_MAX,
  BLANK_VALUES_PER_SAVE,
  blankLabel,
  fillBlanks,
  type ParsedPrompt,
} from '@shared/prompt-blanks';
import { CHROME_MESSAGES } from '../../../components/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useClearPromptBlankValues,
  usePromptBlankValues,
  useSavePromptBlankValues,
} from '../api/prompt-blanks';
import { CHATS, type Chat } from '../chats';
import { BLANKS_MESSAGES as M } from '../messages';

export interface FillBlanksDialogProps {
  title: string;
  parsed: ParsedPrompt;
  onOpenChange: (open: boolean) => void;
  /** Copies the filled text; resolves to whether it reached the clipboard. */
  onCopy: (text: string) => Promise<boolean>;
  /** Opens the filled text in a chat (copying it first where the chat cannot take it). */
  onOpenIn: (chat: Chat, text: string) => void;
}

/**
 * Issue 21: one field per blank (its default, or what the member typed last time for a blank of
 * that name), a live preview of the finished prompt, then Salin or an AI chat. What was typed is
 * kept on the server for next time, on any device.
 */
export default function FillBlanksDialog({
  title,
  parsed,
  onOpenChange,
  onCopy,
  onOpenIn,
}: FillBlanksDialogProps) {
  const remembered = usePromptBlankValues().data?.values;
  const save = useSavePromptBlankValues();
  const forget = useClearPromptBlankValues();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const previewId = useId();

  // Own keys only: a blank may be named `toString`.
  const own = (values: Record<string, string> | undefined, name: string) =>
    values && Object.hasOwn(values, name) ? values[name] : undefined;
  const valueOf = (name: string, defaultValue: string) =>
    own(typed, name) ?? own(remembered, name) ?? defaultValue;
  const values = Object.fromEntries(
    parsed.blanks.map((b) => [b.name, valueOf(b.name, b.defaultValue)]),
  );
  const filled = fillBlanks(parsed, values);

  /**
   * Kept for next time: each value the member gave other than the blank's default; a blank put
   * back to its default forgets what was kept for it.
   */
  const remember = () => {
    const keep = parsed.blanks.flatMap((b) => {
      const value = (own(values, b.name) ?? '').trim();
      if (value && value !== b.defaultValue) return [[b.name, value] as const];
      // Forgotten only when the member put it back: another prompt's default for the same
      // name may differ, and what was kept for that one stays.
      return own(typed, b.name) !== undefined && own(remembered, b.name)
        ? [[b.name, ''] as const]
        : [];
    });
    // A failure to keep them costs only the offer next time: the prompt itself went out.
    if (keep.length) save.mutate(Object.fromEntries(keep.slice(0, BLANK_VALUES_PER_SAVE)));
  };

  const copy = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await onCopy(filled))) return;
    remember();
    onOpenChange(false);
  };
  const openIn = (chat: Chat) => {
    onOpenIn(chat, filled);
    remember();
    onOpenChange(false);
  };
  const forgetAll = () =>
    forget.mutate(undefined, {
      onSuccess: () => {
        setTyped({});
        toast.success(M.forgotten);
      },
      onError: (error) => toast.error(messageOf(error) || M.forgetFailed),
    });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`${M.title}: ${title}`}
      description={M.description}
    >
      <form onSubmit={(event) => void copy(event)} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="sr-only">{M.fields}</legend>
          {parsed.blanks.map((blank) => {
            const id = `${previewId}-${blank.name}`;
            return (
              <div key={blank.name}>
                <Label htmlFor={id}>{blankLabel(blank.name)}</Label>
                <Input
                  id={id}
                  value={valueOf(blank.name, blank.defaultValue)}
                  placeholder={blank.defaultValue || blankLabel(blank.name)}
                  maxLength={BLANK_VALUE_MAX}
                  onChange={(e) => setTyped((t) => ({ ...t, [blank.name]: e.target.value }))}
                />
              </div>
            );
          })}
        </fieldset>
        <section aria-label={M.preview}>
          <h3 className="mb-1 text-sm font-semibold text-slate-700">{M.preview}</h3>
          <pre
            id={previewId}
            className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-800"
          >
            {filled}
          </pre>
        </section>
        <p className="text-xs text-slate-500">
          {M.remembered}{' '}
          <button
            type="button"
            className="underline hover:text-slate-700"
            onClick={forgetAll}
            disabled={forget.isPending}
          >
            {M.forget}
          </button>
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {CHATS.map((chat) => (
            <Button
              key={chat.name}
              type="button"
              variant="outline"
              size="sm"
              aria-label={`${M.openIn(chat.name)} ${CHROME_MESSAGES.newTab}`}
              onClick={() => openIn(chat)}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {chat.name}
            </Button>
          ))}
          <Button type="submit" size="sm">
            <Copy className="h-4 w-4" aria-hidden="true" /> {M.copy}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
