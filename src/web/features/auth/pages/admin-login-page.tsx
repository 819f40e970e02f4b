import { Link, Navigate } from 'react-router';
import { AuthCardLayout } from '../../../components/auth-card-layout';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { ADMIN_LOGIN_MESSAGES as M } from '../messages';
import { PHONE_TAP_TARGET } from '../../../components/ui/tap-target';

export default function AdminLoginPage() {
  const { user } = useSession();
  if (user?.role === 'admin') return <Navigate to={paths.admin} replace />;
  return (
    <AuthCardLayout title={M.title} subtitle={M.subtitle}>
      <LoginForm endpoint="admin-login" />
      <p className="mt-4 text-center text-sm">
        <Link to={paths.root} className={`${PHONE_TAP_TARGET} text-slate-600 hover:underline`}>
          {M.backHome}
        </Link>
      </p>
    </AuthCardLayout>
  );
}
