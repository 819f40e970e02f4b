import { ArrowLeft, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { ADMIN_MESSAGES as M } from '../messages';

/** Admin home; the management tabs arrive with the admin issues. Guarded by RequireAdmin. */
export default function AdminPage() {
  const { user } = useSession();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Card className="p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Shield className="h-6 w-6 text-brand-600" aria-hidden="true" /> {M.title}
        </h1>
        <p className="mt-2 text-slate-600">
          {M.welcome}, <strong>{user?.username}</strong> <Badge tone="brand">Admin</Badge>
        </p>
        <p className="mt-4 text-slate-700">{M.body}</p>
        <Link
          to={paths.dashboard}
          className={buttonClass({ variant: 'outline', className: 'mt-6' })}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.back}
        </Link>
      </Card>
    </main>
  );
}
