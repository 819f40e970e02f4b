/**
 * The AI chats a prompt opens in (issue 19, issue 21). ChatGPT and Claude take the prompt in
 * their address; Gemini does not, so the prompt is copied first and the member pastes it there.
 */
export const CHATS = [
  { name: 'ChatGPT', url: (text: string) => `https://chatgpt.com/?q=${encodeURIComponent(text)}` },
  { name: 'Claude', url: (text: string) => `https://claude.ai/new?q=${encodeURIComponent(text)}` },
  { name: 'Gemini', url: null, home: 'https://gemini.google.com/app' },
] as const;

export type Chat = (typeof CHATS)[number];

/** Opens the chat in a new tab: with the prompt in its address, or at its home page. */
export function openChat(chat: Chat, text: string) {
  window.open(chat.url ? chat.url(text) : chat.home, '_blank', 'noopener,noreferrer');
}
