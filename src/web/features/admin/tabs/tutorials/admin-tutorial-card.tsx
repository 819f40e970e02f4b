import { Clock, ListOrdered, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TutorialResponse } from '@shared/tutorials';
import { DifficultyBadge } from '../../../../components/difficulty-badge';
import { YoutubeThumbnail } from '../../../../components/video/youtube-thumbnail';
import { AdminCard, MetaItem } from '../../components/admin-card';
import { TUTORIALS_ADMIN_MESSAGES as M } from '../../messages';

/** A tutorial in the admin list: thumbnail, title, category, difficulty, instructor, duration, steps. */
export function AdminTutorialCard({
  tutorial,
  actions,
}: {
  tutorial: TutorialResponse;
  actions: ReactNode;
}) {
  return (
    <AdminCard
      media={<YoutubeThumbnail videoId={tutorial.youtubeId} />}
      category={tutorial.category}
      badges={<DifficultyBadge difficulty={tutorial.difficulty} />}
      title={tutorial.title}
      actions={actions}
    >
      <ul className="space-y-1 text-sm text-slate-600">
        {tutorial.instructor && (
          <MetaItem icon={User}>{M.instructor(tutorial.instructor)}</MetaItem>
        )}
        {tutorial.duration && <MetaItem icon={Clock}>{M.duration(tutorial.duration)}</MetaItem>}
        <MetaItem icon={ListOrdered}>{M.steps(tutorial.steps.length)}</MetaItem>
      </ul>
    </AdminCard>
  );
}
