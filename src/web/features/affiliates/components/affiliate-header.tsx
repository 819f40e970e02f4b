import { ArrowLeft, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '../../../components/brand-link';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { AFFILIATES_MESSAGES as M } from '../messages';
import { ThemeToggleSlot } from '../../../components/theme-toggle-slot';

/** A visitor goes back to the landing page; a signed-in member to the dashboard. */
export function AffiliateHeader() {
  const { user } = useSession();
  const home = user
    ? { to: paths.dashboard, label: M.dashboard, Icon: LayoutDashboard }
    : { to: paths.landing, label: M.home, Icon: ArrowLeft };
  return (
    <header className="border-b border-slate-200 bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <BrandLink to={home.to} />
        <div className="flex items-center gap-2">
          <ThemeToggleSlot />
          <Link to={home.to} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <home.Icon className="h-4 w-4" aria-hidden="true" /> {home.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
