import { memo } from 'react';
import { Link } from 'react-router';
import type { TutorialCard as TutorialCardData } from '@shared/tutorials';
import { YoutubeThumbnail } from '../../../components/video/youtube-thumbnail';
import { Card } from '../../../components/ui/card';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { CardSaveAction } from '../../../components/item-actions';
import { TutorialMeta } from './tutorial-meta';
import { CategoryBadge } from '../../../components/category-look';
import { TUTORIALS_MESSAGES as M } from '../messages';
import { VideoLanguageBadge } from './video-language-badge';
import { WatchOnYoutube } from './watch-on-youtube';

/** A tutorial in a list: the video's thumbnail, title, instructor, duration and badges. */
function TutorialCardView({ tutorial, href }: { tutorial: TutorialCardData; href: string }) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <YoutubeThumbnail videoId={tutorial.youtubeId} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <VideoLanguageBadge language={tutorial.videoLanguage} />
          <DifficultyBadge difficulty={tutorial.difficulty} />
          <CategoryBadge category={tutorial.category} />
        </div>
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {/* The link covers the whole card; the save toggle after it sits above the link. */}
            <Link to={href} className="after:absolute after:inset-0 hover:text-brand-700">
              {tutorial.title}
            </Link>
          </h2>
          <CardSaveAction itemType="tutorial" itemId={tutorial.id} itemName={tutorial.title} />
        </div>
        <TutorialMeta tutorial={tutorial} className="mt-auto" />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <span>{tutorial.captions && M.withCaptions}</span>
          {tutorial.youtubeId && (
            <WatchOnYoutube videoId={tutorial.youtubeId} className="relative" />
          )}
        </div>
      </div>
    </Card>
  );
}

// Not rendered again while its tutorial is the same (docs/architecture.md#first-paint).
export const TutorialCard = memo(TutorialCardView);
