import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { welcomeName } from '@shared/labels';
import { paths } from '../lib/paths';
import { useLogout, useSession } from '../lib/session';
import { CHROME_MESSAGES as M } from './messages';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

/**
 * Welcome line (username, else the part of the email before the @), Admin badge and Logout,
 * which goes to /landing (docs/product.md#routes-and-guards).
 */
export function UserBox({ className }: { className: string }) {
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
