import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { AdminDenied } from './admin-denied';
import { LoadingScreen } from './loading-screen';

/** `/`: signed-in people to the dashboard, others to the landing page (docs/product.md#routes-and-guards). */
export function RootRedirect() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  return <Navigate to={user ? paths.dashboard : paths.landing} replace />;
}

/** Login-required routes send visitors to /landing. The server enforces the same rule. */
export function RequireMember() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.landing} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!user || user.role !== 'admin') return <AdminDenied role={user?.role ?? null} />;
  return <Outlet />;
}
