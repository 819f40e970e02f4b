import {
  BookOpen,
  GitBranch,
  Grid3x3,
  MessageSquareText,
  Shield,
  UserPen,
  Users,
  Wrench,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { monthYear } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { DASHBOARD_MESSAGES as M } from '../../features/dashboard/messages';
import { EditProfileDialog } from '../../features/profile/components/edit-profile-dialog';
import { PROFILE_MESSAGES as P } from '../../features/profile/messages';

const LINKS = [
  { to: paths.learning, icon: BookOpen, text: M.links.learning },
  { to: paths.tools, icon: Wrench, text: M.links.tools },
  { to: paths.workflows, icon: GitBranch, text: M.links.workflows },
  { to: paths.prompts, icon: MessageSquareText, text: M.links.prompts },
  { to: paths.categories, icon: Grid3x3, text: M.links.categories },
  { to: paths.affiliates, icon: Users, text: M.links.affiliates },
];

// SPEC §4: a recovery link (#type=recovery…) opens the profile dialog with the recovery notice
// and the address resets to /dashboard after 0.5 s.
const RECOVERY_URL_RESET_MS = 500;
const isRecoveryHash = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';

export default function DashboardPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [recovery] = useState(() => isRecoveryHash(location.hash));
  const [editing, setEditing] = useState(recovery);
  useEffect(() => {
    if (!recovery) return;
    const timer = setTimeout(
      () => navigate(paths.dashboard, { replace: true }),
      RECOVERY_URL_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [recovery, navigate]);
  if (!user) return null;
  const isAdmin = user.role === 'admin';

  return (
    <div className="space-y-8">
      <h1 className="sr-only">{M.title}</h1>
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
          >
            {user.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="flex-1">
          <p className="flex items-center gap-2 text-xl font-semibold">
            {user.displayName} {isAdmin && <Badge tone="brand">Admin</Badge>}
          </p>
          <p className="text-sm text-slate-600">
            @{user.username}
            {user.email ? ` · ${user.email}` : ''}
          </p>
          <p className="text-sm text-slate-500">{M.memberSince(monthYear(user.createdAt))}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <UserPen className="h-4 w-4" aria-hidden="true" /> {P.editButton}
        </Button>
        {isAdmin && (
          <Link to={paths.admin} className={buttonClass()}>
            <Shield className="h-4 w-4" aria-hidden="true" /> {M.adminPanel}
          </Link>
        )}
      </Card>

      <section aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="mb-3 text-lg font-semibold">
          {M.explore}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LINKS.map(({ to, icon: Icon, text: [title, body] }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <Icon className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="text-sm text-slate-600">{body}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">{M.liveClass}</p>
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} recovery={recovery} />
    </div>
  );
}
