import { SiteNavbar } from '../components/site-navbar';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { SearchButton } from '../features/search/components/search-button';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

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
      actions={<SearchButton />}
    />
  );
}
