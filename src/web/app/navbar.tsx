import { lazy, Suspense } from 'react';
import { SiteNavbar } from '../components/site-navbar';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

// Issue 22: the search button comes a moment after the header (the visitor's pages load this
// code too, without it), in a space of its own size so nothing moves when it arrives.
const SearchButton = lazy(() => import('../features/search/components/search-button'));

const LINKS = [
  { to: paths.dashboard, label: M.nav.dashboard },
  { to: paths.learning, label: M.nav.tutorial },
  { to: paths.tools, label: M.nav.tools },
  { to: paths.workflows, label: M.nav.workflow },
  { to: paths.prompts, label: M.nav.prompt },
];

export function Navbar() {
  return (
    <SiteNavbar
      label="Navigasi utama"
      home={paths.dashboard}
      links={LINKS}
      menuId="mobile-menu"
      menuExtra={<FeedbackButton look="menu" />}
      actions={
        <Suspense fallback={<span className="block h-11 w-11 lg:w-36" aria-hidden="true" />}>
          <SearchButton />
        </Suspense>
      }
    />
  );
}
