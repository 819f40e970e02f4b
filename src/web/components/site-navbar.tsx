import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { useMobileMenu } from '../lib/use-mobile-menu';
import { BrandLink } from './brand-link';
import { CHROME_MESSAGES as M } from './messages';
import { Button } from './ui/button';
import { UserBox } from './user-box';
import { ThemeToggleSlot } from './theme-toggle-slot';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on exactly this path, not below it. */
  end?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // 44 px high in the phone's menu (issue 33); as before in the desktop's row.
    'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium transition-colors md:block md:min-h-0',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

function NavLinks({ links, className }: { links: readonly NavItem[]; className: string }) {
  return (
    <div className={className}>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.end} className={linkClass}>
          {l.label}
        </NavLink>
      ))}
    </div>
  );
}

/**
 * The bar on top of the member screens and the admin panel: brand, links, welcome line and
 * Logout; on small screens the links and Logout fold into a menu (docs/product.md#routes-and-guards).
 */
export function SiteNavbar({
  label,
  home,
  links,
  menuId,
  menuExtra,
  actions,
}: {
  /** Accessible name of the navigation. */
  label: string;
  /** Where the brand leads. */
  home: string;
  links: readonly NavItem[];
  menuId: string;
  /** More entries of the phone menu, below the links (the member's feedback button). */
  menuExtra?: ReactNode;
  /** Buttons beside the theme toggle, on every screen width (the member's search). */
  actions?: ReactNode;
}) {
  const menu = useMobileMenu();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <nav aria-label={label} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <BrandLink to={home} />
        <NavLinks links={links} className="hidden flex-1 items-center gap-1 md:flex" />
        {actions && <div className="ml-auto flex items-center">{actions}</div>}
        <ThemeToggleSlot className={actions ? undefined : 'ml-auto'} />
        <UserBox className="hidden items-center gap-3 md:flex" />
        <Button
          variant="ghost"
          size="sm"
          className="h-11 w-11 px-0 md:hidden"
          aria-expanded={menu.open}
          aria-controls={menuId}
          aria-label={menu.open ? M.closeMenu : M.openMenu}
          onClick={menu.toggle}
        >
          {menu.open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
        </Button>
      </nav>
      {menu.open && (
        <div id={menuId} className="border-t border-slate-200 px-4 py-3 md:hidden">
          <NavLinks links={links} className="flex flex-col gap-1" />
          {menuExtra}
          <UserBox className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3" />
        </div>
      )}
    </header>
  );
}
