import { AuthCardLayout } from '../../components/auth-card-layout';
import { paths } from '../../lib/paths';
import { ComingSoonBody } from '../coming-soon-page';
import { SHELL_MESSAGES as M } from '../messages';

/** Public routes whose screens have not landed yet (/affiliates) still answer, not 404. */
export default function PublicComingSoonPage() {
  return (
    <AuthCardLayout title={M.comingSoonTitle}>
      <ComingSoonBody to={paths.showcase} label={M.showcase} />
    </AuthCardLayout>
  );
}
