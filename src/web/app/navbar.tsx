import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { welcomeName } from '@shared/auth';
import { BrandLink } from '../components/brand-link';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';
import { useLogout, useSession } from '../lib/session';
import { SHELL_MESSAGES as M } from './messages';

const LINKS = [
  { to: paths.dashboard, label: M.nav.dashboard },
  { to: paths.learning, label: M.nav.tutorial },
  { to: paths.tools, label: M.nav.tools },
  { to: paths.workflows, label: M.nav.workflow },
  { to: paths.prompts, label: M.nav.prompt },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

function NavLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      {LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} className={linkClass}>
          {l.label}
        </NavLink>
      ))}
    </div>
  );
}

/** Welcome line (username, else the part of the email before the @), Admin badge and Logout. */
function UserBox({ className }: { className: string }) {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;
  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate(paths.landing, { replace: true });
  };
  return (
    <div className={className}>
      <span className="text-sm text-slate-600">
        {M.welcome}, <strong className="text-slate-900">{welcomeName(user)}</strong>
      </span>
      {user.role === 'admin' && <Badge tone="brand">{M.adminBadge}</Badge>}
      <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden="true" /> {M.logout}
      </Button>
    </div>
  );
}

export function Navbar() {
  const location = useLocation();
  const [open, setOpen] = useState(false);

  // SPEC §2: the mobile menu closes on route change or Escape.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4"
      >
        <BrandLink to={paths.dashboard} />
        <NavLinks className="hidden flex-1 items-center gap-1 md:flex" />
        <UserBox className="ml-auto hidden items-center gap-3 md:flex" />
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? M.closeMenu : M.openMenu}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
        </Button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 py-3 md:hidden">
          <NavLinks className="flex flex-col gap-1" />
          <UserBox className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3" />
        </div>
      )}
    </header>
  );
}
