import { SiteNavbar } from '../../components/site-navbar';
import { paths } from '../../lib/paths';
import { ADMIN_UI } from '../../admin/messages';

const M = ADMIN_UI.nav;
// docs/product.md#admin-panel admin nav: Dashboard (/admin), Main Site (/) and User Panel (/user).
const LINKS = () => [
  { to: paths.admin, label: M.dashboard, end: true },
  { to: paths.root, label: M.mainSite, end: true },
  { to: paths.userPanel, label: M.userPanel, end: true },
];

export function AdminNavbar() {
  return <SiteNavbar label={M.label} home={paths.admin} links={LINKS()} menuId="admin-menu" />;
}
