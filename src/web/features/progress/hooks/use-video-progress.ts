import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlaybackFollower } from '../../../components/video/followed-player';
import { useSession } from '../../../lib/session';
import { readStored, writeStored } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { MEMBER_ITEM_MESSAGES } from '../../../components/messages';
import { useSetStatus, useStatuses } from '../api/statuses';

/** Past this share of the video, the page offers to mark the tutorial Selesai. */
export const DONE_AT = 0.9;
/** Closer than this to the end (seconds), the next visit starts from the beginning again. */
const RESTART_WITHIN_S = 15;

const positionKey = (member: string, tutorial: string) => `video-position:${member}:${tutorial}`;

/**
 * Issue 21: the tutorial's status follows the member's watching. Pressing play on a tutorial
 * the member never gave a status makes it Sedang Tonton; passing 90% offers Selesai with one
 * press; where they stopped is kept in this browser, per member, and the video resumes there.
 * A status the member chose in the dropdown is never changed by the player.
 */
export function useVideoProgress(tutorialId: string) {
  const member = useSession().user?.id ?? null;
  const statuses = useStatuses();
  const setStatus = useSetStatus();
  const [offerDone, setOfferDone] = useState(false);
  const started = useRef(false);
  const dismissed = useRef(false);
  const key = member && positionKey(member, tutorialId);

  const saved = statuses.data?.tutorials.find((t) => t.tutorialId === tutorialId);
  const status = saved?.status ?? 'not_started';
  // The latest status, for the player's callbacks.
  const current = useRef(status);
  useEffect(() => {
    current.current = status;
  });

  // The first play of this visit: once the statuses are known, a tutorial the member never gave
  // a status becomes Sedang Tonton. Their own choice stands.
  const [played, setPlayed] = useState(false);
  const known = statuses.isSuccess;
  useEffect(() => {
    if (!played || !known || started.current) return;
    started.current = true;
    if (!saved) setStatus.mutate({ itemType: 'tutorial', itemId: tutorialId, status: 'watching' });
  }, [played, known, saved, setStatus, tutorialId]);

  const follow = useMemo<PlaybackFollower>(
    () => ({
      startAt: Number(key ? readStored(key) : 0) || 0,
      onPlaying: () => setPlayed(true),
      onProgress: (seconds, duration) => {
        if (!(duration > 0)) return;
        if (key)
          writeStored(key, String(seconds < duration - RESTART_WITHIN_S ? Math.floor(seconds) : 0));
        if (seconds / duration >= DONE_AT && current.current !== 'completed' && !dismissed.current)
          setOfferDone(true);
      },
    }),
    // Made once per tutorial and member: the player keeps the first one it was given.

    [key],
  );

  const markDone = () =>
    setStatus.mutate(
      { itemType: 'tutorial', itemId: tutorialId, status: 'completed' },
      {
        onSuccess: () => {
          setOfferDone(false);
          toast.success(MEMBER_ITEM_MESSAGES.markedDone);
        },
        onError: () => toast.error(MEMBER_ITEM_MESSAGES.statusFailed),
      },
    );

  return {
    follow,
    offerDone: offerDone && status !== 'completed',
    markDone,
    marking: setStatus.isPending,
    // Closed for this visit: the next report does not bring it back.
    dismissOffer: () => {
      dismissed.current = true;
      setOfferDone(false);
    },
  };
}
