import { ExternalLink } from 'lucide-react';
import { CHROME_MESSAGES } from '../../../components/messages';
import { buttonClass } from '../../../components/ui/button';
import { CHATS, type Chat } from '../chats';
import { STEP_PROMPTS_MESSAGES as M } from '../messages';

const chip = buttonClass({ variant: 'outline', size: 'sm' });

/**
 * A prompt's "open in ChatGPT / Claude / Gemini" (issue 19, issue 21), each in a new tab. A chat
 * that takes the prompt in its address is a plain link, unless the prompt has blanks to fill in
 * first; the others are buttons (`onOpen` copies first, or opens the blanks' form).
 */
export function ChatButtons({
  title,
  text,
  hasBlanks,
  onOpen,
}: {
  title: string;
  text: string;
  hasBlanks: boolean;
  onOpen: (chat: Chat) => void;
}) {
  return CHATS.map((chat) => {
    const label = `${M.openIn(chat.name, title)} ${CHROME_MESSAGES.newTab}`;
    const content = (
      <>
        <ExternalLink className="h-4 w-4" aria-hidden="true" /> {chat.name}
      </>
    );
    return chat.url && !hasBlanks ? (
      <a
        key={chat.name}
        href={chat.url(text)}
        target="_blank"
        rel="noopener noreferrer"
        className={chip}
        aria-label={label}
      >
        {content}
      </a>
    ) : (
      <button
        key={chat.name}
        type="button"
        className={chip}
        aria-label={label}
        onClick={() => onOpen(chat)}
      >
        {content}
      </button>
    );
  });
}
