import { RotateCw, Shield, UserPen } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { EDIT_PROFILE_HASH, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import {
  DashboardSkeleton,
  SideCardsSkeleton,
  StartCardSkeleton,
} from '../../features/dashboard/components/dashboard-skeleton';
import { ExploreLinks } from '../../features/dashboard/components/explore-links';
import { FavoriteSections } from '../../features/dashboard/components/favorite-sections';
import { FeaturedTutorials } from '../../features/dashboard/components/featured-tutorials';
import { LiveClass } from '../../features/dashboard/components/live-class';
import { MilestonesCard } from '../../features/dashboard/components/milestones-card';
import { ProfileCard } from '../../features/dashboard/components/profile-card';
import { ProgressCard, StreakCard } from '../../features/dashboard/components/progress-section';
import { StartCard } from '../../features/dashboard/components/start-card';
import { WorkflowRunsCard } from '../../features/dashboard/components/workflow-runs-card';
import { DASHBOARD_MESSAGES as M } from '../../features/dashboard/messages';
import { CertificateCard } from '../../features/learning-path/components/certificate-card';
import { CommunityButton } from '../../features/learning-path/components/community-button';
import { PROFILE_MESSAGES as P } from '../../features/profile/messages';
import { OfflineNotice, waitsForConnection } from '../../components/offline-notice';

// The profile form (and its form library) loads when the dialog opens, not with the dashboard.
const EditProfileDialog = lazy(() =>
  import('../../features/profile/components/edit-profile-dialog').then((m) => ({
    default: m.EditProfileDialog,
  })),
);

// docs/product.md#dashboard: a recovery link (#type=recovery…) opens the profile dialog with the recovery notice
// and the address resets to /dashboard after 0.5 s.
const RECOVERY_URL_RESET_MS = 500;
const isRecoveryHash = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';

/**
 * The member's home (docs/product.md#dashboard /dashboard). On a desktop a side column holds who they are and how
 * they are doing, beside their favourites; on a phone the next step ("Mula di sini", "Sambung
 * belajar") comes first, then the same column, so the streak and progress are read before the
 * long lists.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  // Offline, the member's record waits for the connection: say so instead of skeletons (issue 20).
  const offline = waitsForConnection(dashboard);
  const loading = dashboard.isPending && !offline;
  const [recovery] = useState(() => isRecoveryHash(location.hash));
  // Issue 31: a link to Edit Profil (from the certificate page: the certificate's name is set there).
  const [askedToEdit] = useState(() => location.hash === EDIT_PROFILE_HASH);
  const [editing, setEditing] = useState(recovery || askedToEdit);
  useEffect(() => {
    if (!recovery && !askedToEdit) return;
    const timer = setTimeout(
      () => navigate(paths.dashboard, { replace: true }),
      recovery ? RECOVERY_URL_RESET_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [recovery, askedToEdit, navigate]);
  // docs/product.md#dashboard 'Gagal membuat profil': the member's record (streak, progress, favourites) could not
  // be made; the page says so with a retry too. A lost session goes to /landing instead.
  const { isError, error, errorUpdatedAt } = dashboard;
  const sessionLost = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (isError && !sessionLost) toast.error(P.loadFailed);
  }, [isError, sessionLost, errorUpdatedAt]);
  if (!user) return null;

  const actions = (
    <>
      <Button variant="outline" onClick={() => setEditing(true)}>
        <UserPen className="h-4 w-4" aria-hidden="true" /> {P.editButton}
      </Button>
      <CommunityButton />
      {user.role === 'admin' && (
        <Link to={paths.admin} className={buttonClass()}>
          <Shield className="h-4 w-4" aria-hidden="true" /> {M.adminPanel}
        </Link>
      )}
    </>
  );
  const data = dashboard.data;
  const failed = dashboard.isError && (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="text-red-800">{M.loadFailed}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" /> {M.retry}
      </Button>
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-y-0 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <h1 className="sr-only">{M.title}</h1>
      {/* Issue 33: the next step, first on a phone; on a desktop at the head of the main column. */}
      <div className="min-w-0 space-y-8 empty:hidden lg:col-start-2 lg:row-start-1 lg:mb-8">
        {loading && <StartCardSkeleton />}
        {data?.start && <StartCard actions={data.start} />}
        {data && <WorkflowRunsCard runs={data.runs} finished={data.finishedWorkflows} />}
      </div>
      <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <ProfileCard user={user} actions={actions} />
        <CertificateCard />
        {loading && <SideCardsSkeleton />}
        {data && <StreakCard streak={data.streak} />}
        {data && <ProgressCard progress={data.progress} />}
        {data && <MilestonesCard milestones={data.milestones} quizzesPassed={data.quizzesPassed} />}
        <LiveClass />
      </div>
      <div className="min-w-0 space-y-8 lg:col-start-2 lg:row-start-2">
        {/* Issue 20: skeletons in the page's layout until the member's record comes. */}
        {loading && <DashboardSkeleton />}
        {offline && <OfflineNotice onRetry={() => void dashboard.refetch()} />}
        {failed}
        {data && <FavoriteSections favorites={data.favorites} />}
        {data && <FeaturedTutorials tutorials={data.featuredTutorials} />}
        <ExploreLinks />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditProfileDialog user={user} open onOpenChange={setEditing} recovery={recovery} />
        </Suspense>
      )}
    </div>
  );
}
