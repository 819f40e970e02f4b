import { LogOut, Menu, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { welcomeName } from '@shared/auth';
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

export function Navbar() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
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

  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate(paths.landing, { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4"
      >
        <Link
          to={paths.dashboard}
          className="flex items-center gap-2 text-lg font-bold text-brand-700"
        >
          <Sparkles className="h-5 w-5" aria-hidden="true" /> {M.brand}
        </Link>
        <div className="hidden flex-1 items-center gap-1 md:flex">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </div>
        {user && (
          <div className="ml-auto hidden items-center gap-3 md:flex">
            <span className="text-sm text-slate-600">
              {M.welcome}, <strong className="text-slate-900">{welcomeName(user)}</strong>
            </span>
            {user.role === 'admin' && <Badge tone="brand">{M.adminBadge}</Badge>}
            <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>
              <LogOut className="h-4 w-4" aria-hidden="true" /> {M.logout}
            </Button>
          </div>
        )}
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
          <div className="flex flex-col gap-1">
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </div>
          {user && (
            <div className="mt-3 flex items-center justify-between border-t border-slate-200 pt-3">
              <span className="text-sm text-slate-600">
                {M.welcome}, <strong>{welcomeName(user)}</strong>{' '}
                {user.role === 'admin' && <Badge tone="brand">{M.adminBadge}</Badge>}
              </span>
              <Button variant="outline" size="sm" onClick={onLogout}>
                {M.logout}
              </Button>
            </div>
          )}
        </div>
      )}
    </header>
  );
}
