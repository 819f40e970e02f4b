import { Clock, ListOrdered, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TutorialResponse } from '@shared/tutorials';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { Badge } from '../../../components/ui/badge';
import { YoutubeThumbnail } from '../../../components/video/youtube-thumbnail';
import { AdminCard, MetaItem } from '../../../admin/components/admin-card';
import { VideoLanguageBadge } from '../components/video-language-badge';
import { LEARNING_PATH_CARD_MESSAGES, TUTORIALS_ADMIN_MESSAGES as M } from './messages';

/**
 * A tutorial in the admin list: thumbnail, title, category, difficulty, its video's language
 * (issue 33), its place in the learning path if it has one, instructor, duration, steps.
 */
export function AdminTutorialCard({
  tutorial,
  pathPosition = null,
  actions,
}: {
  tutorial: TutorialResponse;
  pathPosition?: number | null;
  actions: ReactNode;
}) {
  return (
    <AdminCard
      media={<YoutubeThumbnail videoId={tutorial.youtubeId} />}
      category={tutorial.category}
      badges={
        <>
          <DifficultyBadge difficulty={tutorial.difficulty} asStored />
          <VideoLanguageBadge language={tutorial.videoLanguage} />
          {pathPosition !== null && (
            <Badge tone="green">{LEARNING_PATH_CARD_MESSAGES.inPath(pathPosition)}</Badge>
          )}
        </>
      }
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
