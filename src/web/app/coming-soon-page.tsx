import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { buttonClass } from '../components/ui/button';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

/** Login-required routes whose screens have not landed yet still go through the guard. */
export function ComingSoonPage() {
  return (
    <EmptyState title={M.comingSoonTitle}>
      <Construction className="mx-auto my-3 h-10 w-10 text-amber-500" aria-hidden="true" />
      <p className="mb-4">{M.comingSoonBody}</p>
      <Link to={paths.tools} className={buttonClass()}>
        {M.nav.tools}
      </Link>
    </EmptyState>
  );
}
