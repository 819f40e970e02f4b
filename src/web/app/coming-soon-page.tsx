import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { buttonClass } from '../components/ui/button';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

/** What a screen that has not landed yet says, with a way on to something that has. */
export function ComingSoonBody({ to, label }: { to: string; label: string }) {
  return (
    <div className="text-center text-sm text-slate-500">
      <Construction className="mx-auto my-3 h-10 w-10 text-amber-500" aria-hidden="true" />
      <p className="mb-4">{M.comingSoonBody}</p>
      <Link to={to} className={buttonClass()}>
        {label}
      </Link>
    </div>
  );
}

/** Login-required routes whose screens have not landed yet still go through the guard. */
export function ComingSoonPage() {
  return (
    <EmptyState title={M.comingSoonTitle}>
      <ComingSoonBody to={paths.tools} label={M.nav.tools} />
    </EmptyState>
  );
}
