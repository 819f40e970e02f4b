import { Suspense, useEffect, useState } from 'react';
import { SiteNavbar } from '../components/site-navbar';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { lazyPart } from '../lib/lazy-part';
import type SearchButtonType from '../features/search/components/search-button';
import { paths } from '../lib/paths';
import { OPEN_SEARCH_EVENT, takeTyped } from '../lib/search-palette';
import { FRAME_MESSAGES, SHELL_MESSAGES as M } from './messages';

// Issue 22: the search button comes a moment after the header (the visitor's pages load this
// code too, without it), in a space of its own size so nothing moves when it arrives.
const SearchButton = lazyPart<typeof SearchButtonType>(
  import.meta.glob('@web/features/search/components/search-button.tsx', { import: 'default' }),
);

const LINKS = () => [
  { to: paths.dashboard, label: M.nav.dashboard },
  { to: paths.learning, label: M.nav.tutorial },
  { to: paths.tools, label: M.nav.tools },
  { to: paths.workflows, label: M.nav.workflow },
  { to: paths.prompts, label: M.nav.prompt },
];

/**
 * Whether the palette is open, held here so Ctrl/Cmd+K (app/keyboard-shortcuts.tsx) is answered
 * from the header's first render, before the button's code has arrived.
 */
function SearchSlot() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onAsk = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onAsk);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onAsk);
  }, []);
  // Closed before its box took the keys typed meanwhile: they are the page's again.
  const close = (next: boolean) => {
    if (!next) takeTyped();
    setOpen(next);
  };
  return (
    <Suspense fallback={<span className="block h-11 w-11 lg:w-40" aria-hidden="true" />}>
      <SearchButton open={open} setOpen={close} />
    </Suspense>
  );
}

export function Navbar() {
  return (
    <SiteNavbar
      label={FRAME_MESSAGES.mainNav}
      home={paths.dashboard}
      links={LINKS()}
      menuId="mobile-menu"
      menuExtra={<FeedbackButton look="menu" />}
      actions={<SearchSlot />}
    />
  );
}
