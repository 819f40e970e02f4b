import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { toast } from '../lib/toast';
import { pageSearchBox, takeEarlyKeys } from '../lib/early-keys';
import { keepTyped, openSearchPalette } from '../lib/search-palette';
import { useSession } from '../lib/session';
import {
  HELP_KEY,
  HELP_TOAST_MS,
  MODIFIER_SHORTCUTS,
  SHORTCUT_MESSAGES as M,
  shortcutFor,
  type ShortcutAction,
} from '../lib/shortcuts';

function showHelp() {
  toast(M.helpTitle, {
    id: 'shortcuts-help',
    duration: HELP_TOAST_MS,
    description: (
      <ul className="mt-1 space-y-0.5">
        {MODIFIER_SHORTCUTS.map((s) => (
          <li key={s.key}>
            <kbd className="font-mono">{`${M.modifier} + ${s.key.toUpperCase()}`}</kbd> — {s.label}
          </li>
        ))}
        <li>
          <kbd className="font-mono">{HELP_KEY}</kbd> — {M.help}
        </li>
      </ul>
    ),
  });
}

/** Does `action`; false when the page has nothing for it, so the browser keeps the key. */
function run(action: ShortcutAction, navigate: NavigateFunction) {
  switch (action.kind) {
    case 'search': {
      // The page's own search box where it has one (docs/product.md#keyboard-shortcuts); else
      // the search everywhere (issue 22), on the pages that have it.
      const box = pageSearchBox();
      if (!box) return openSearchPalette();
      box.focus();
      return true;
    }
    case 'go':
      void navigate(action.to);
      return true;
    case 'help':
      showHelp();
      return true;
  }
}

/**
 * The keyboard shortcuts of docs/product.md#keyboard-shortcuts. Search and help work for everyone (the public showcase has
 * a search box); going to a member screen only for signed-in members.
 */
export function KeyboardShortcuts() {
  const signedIn = useSession().user !== null;
  const navigate = useNavigate();

  useEffect(() => {
    /** Whether the press was a shortcut, done. */
    const act = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || (action.kind === 'go' && !signedIn)) return false;
      return run(action, navigate);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A key held down repeats: one press, one action.
      if (event.repeat || event.defaultPrevented) return;
      if (act(event)) event.preventDefault();
    };
    // Issue 34: the shortcuts pressed before this code arrived, and the words typed after
    // Ctrl/Cmd+K for the box it opened (lib/early-keys.ts; their keys were already stopped).
    for (const event of takeEarlyKeys()) if (!act(event)) keepTyped(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [signedIn, navigate]);

  return null;
}
