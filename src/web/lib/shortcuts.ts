import { HELP_KEY, isTypingIn, PAGE_SEARCH_ATTRIBUTE } from './early-keys';
import { paths } from './paths';
import { defineMessages } from '@shared/i18n/define-messages';

// Keyboard shortcuts of the signed-in app (docs/product.md#keyboard-shortcuts): one table gives both what a key does and
// the help toast's lines.

export type ShortcutAction = { kind: 'search' } | { kind: 'go'; to: string } | { kind: 'help' };

export { PAGE_SEARCH_ATTRIBUTE };

/** Keys pressed with Ctrl, or Cmd on a Mac. */
export const MODIFIER_SHORTCUTS: { key: string; readonly label: string; action: ShortcutAction }[] =
  (
    [
      ['k', { kind: 'search' }],
      ['d', { kind: 'go', to: paths.dashboard }],
      ['t', { kind: 'go', to: paths.tools }],
      ['l', { kind: 'go', to: paths.learning }],
      ['w', { kind: 'go', to: paths.workflows }],
      ['p', { kind: 'go', to: paths.prompts }],
    ] as const
  ).map(([key, action]) => ({
    key,
    action,
    // Read when shown, in the language in use.
    get label() {
      return SHORTCUT_MESSAGES.labels[key];
    },
  }));
export { HELP_KEY };
/** docs/product.md#keyboard-shortcuts: the help toast stays 10 seconds. */
export const HELP_TOAST_MS = 10_000;

export const SHORTCUT_MESSAGES = defineMessages('SHORTCUT_MESSAGES', {
  helpTitle: 'Pintasan papan kekunci',
  modifier: 'Ctrl/⌘',
  help: 'Tunjukkan senarai ini',
  /** What each Ctrl/Cmd key does. */
  labels: { k: 'Cari', d: 'Dashboard', t: 'Tools', l: 'Tutorial', w: 'Workflow', p: 'Prompt' },
} as const);

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'target'
>;

/** What a key press asks of the app, or null when it is not one of its shortcuts. */
export function shortcutFor(event: KeyPress): ShortcutAction | null {
  if (event.isComposing || event.altKey || isTypingIn(event.target)) return null;
  if (!event.ctrlKey && !event.metaKey) return event.key === HELP_KEY ? { kind: 'help' } : null;
  // Ctrl+Shift+T and the like stay the browser's.
  if (event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return MODIFIER_SHORTCUTS.find((s) => s.key === key)?.action ?? null;
}
