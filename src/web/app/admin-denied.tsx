import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { paths } from '../lib/paths';
import { SHELL_MESSAGES as M } from './messages';

/** docs/product.md#connectivity-and-pwa admin guard: visitors get Access Denied, members get Admin Access Required. */
export function AdminDenied({ role }: { role: string | null }) {
  const signedIn = role !== null;
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <ShieldAlert className="mx-auto mb-4 h-12 w-12 text-red-500" aria-hidden="true" />
        <h1 className="mb-2 text-2xl font-bold">{signedIn ? M.adminRequired : M.accessDenied}</h1>
        <p className="mb-6 text-slate-600">
          {signedIn ? M.adminRequiredBody(role) : M.accessDeniedBody}
        </p>
        <Link to={signedIn ? paths.dashboard : paths.adminLogin} className={buttonClass()}>
          {signedIn ? M.toDashboard : M.toAdminLogin}
        </Link>
      </Card>
    </main>
  );
}
