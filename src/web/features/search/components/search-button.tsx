import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import {
  openSearchPalette,
  PALETTE_BUTTON_ATTRIBUTE,
  providePaletteLoader,
} from '../../../lib/search-palette';
import { SHORTCUT_MESSAGES } from '../../../lib/shortcuts';
import { SEARCH_MESSAGES as M } from '../messages';

// The palette (and its combobox) is not in a page's first load: it is fetched once the page is
// idle, so Ctrl/Cmd+K opens it at once and the keys typed right after land in its box.
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(loadPalette);
// Ctrl/Cmd+K pressed before the page answered asks for it at once (lib/search-palette.ts).
providePaletteLoader(loadPalette);
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work) : setTimeout(work, 1000);

/**
 * Issue 22: the header's search button on every member page; it and Ctrl/Cmd+K (on a page
 * without a search box of its own) open the palette that searches everything.
 */
export default function SearchButton({
  open,
  setOpen,
}: {
  /** Held by the header, which hears Ctrl/Cmd+K even before this code has arrived. */
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  useEffect(() => {
    whenIdle(() => void loadPalette());
  }, []);
  return (
    <>
      <button
        type="button"
        // As Ctrl/Cmd+K asks: the keys typed while the palette loads are kept.
        onClick={() => void openSearchPalette()}
        aria-haspopup="dialog"
        {...{ [PALETTE_BUTTON_ATTRIBUTE]: '' }}
        aria-label={M.openLong}
        title={M.openLong}
        className="inline-flex h-11 w-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-slate-200 px-3 text-sm text-slate-600 hover:bg-slate-100 lg:w-auto lg:min-w-40"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden lg:inline">{M.open}</span>
        {/* On one line, however wide the words around it (issue 33). */}
        <kbd className="hidden whitespace-nowrap rounded border border-slate-200 px-1 font-mono text-xs lg:inline">
          {SHORTCUT_MESSAGES.modifier} K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
