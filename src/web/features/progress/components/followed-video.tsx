import { CheckCircle2, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ItemActionParts } from '../../../components/item-actions';
import { Button } from '../../../components/ui/button';
import { FollowedPlayer } from '../../../components/video/followed-player';
import { YoutubePlayer } from '../../../components/video/youtube-player';
import { MEMBER_ITEM_MESSAGES as M } from '../../../components/messages';
import { useVideoProgress } from '../hooks/use-video-progress';

/**
 * Issue 21: a tutorial's video whose playback sets its status (use-video-progress.ts): past
 * 90%, an offer under the player marks it Selesai with one press.
 */
export default function FollowedVideo({
  tutorialId,
  ...player
}: ComponentProps<ItemActionParts['TutorialVideo']>) {
  const progress = useVideoProgress(tutorialId);
  return (
    <>
      <YoutubePlayer
        {...player}
        player={(props) => <FollowedPlayer {...props} follow={progress.follow} />}
      />
      {progress.offerDone && (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <p className="flex-1">{M.almostDone}</p>
          <Button size="sm" onClick={progress.markDone} disabled={progress.marking}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {M.markDone}
          </Button>
          <button
            type="button"
            className="rounded p-1 text-emerald-800 hover:bg-emerald-100"
            aria-label={M.notYet}
            onClick={progress.dismissOffer}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </>
  );
}
