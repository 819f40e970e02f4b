import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { loadYoutubeApi, PLAYER_STATE, type YoutubePlayerApi } from './youtube-api';
import { HOST, PlainPlayer, PLAYER_VARS } from './youtube-player';

/** While it plays, how often a followed player reports where it is. */
export const PROGRESS_EVERY_MS = 5000;

/**
 * Issue 21: what the page learns of a followed player's playback, through YouTube's IFrame API
 * (loaded with the first press of play).
 */
export interface PlaybackFollower {
  /** Where to start, in seconds. */
  startAt: number;
  /** The video started or resumed playing. */
  onPlaying: () => void;
  /** Where it is, and how long it is, in seconds: every few seconds while playing, and on pause. */
  onProgress: (seconds: number, duration: number) => void;
}

interface FollowedPlayerProps {
  videoId: string;
  title: string;
  className?: string;
  follow: PlaybackFollower;
}

/** The followed player; without the API (blocked, offline, too slow) the plain one plays. */
export function FollowedPlayer(props: FollowedPlayerProps) {
  const [unavailable, setUnavailable] = useState(false);
  return unavailable ? (
    <PlainPlayer {...props} />
  ) : (
    <ApiPlayer {...props} onUnavailable={() => setUnavailable(true)} />
  );
}

/**
 * The player made by YouTube's IFrame API in an element of its own (React does not own what the
 * API puts there), reporting playback to `follow`.
 */
function ApiPlayer({
  videoId,
  title,
  className,
  follow,
  onUnavailable,
}: {
  videoId: string;
  title: string;
  className?: string;
  follow: PlaybackFollower;
  onUnavailable: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The latest callbacks, for the player made once.
  const latest = useRef({ follow, onUnavailable });
  useEffect(() => {
    latest.current = { follow, onUnavailable };
  });
  const [startAt] = useState(() => Math.floor(follow.startAt));

  useEffect(() => {
    let player: YoutubePlayerApi | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let gone = false;
    void loadYoutubeApi().then(
      (YT) => {
        const host = box.current;
        if (gone || !host) return;
        const element = document.createElement('div');
        host.replaceChildren(element);
        player = new YT.Player(element, {
          host: HOST,
          videoId,
          playerVars: { ...PLAYER_VARS, start: startAt },
          events: {
            onStateChange: ({ data, target }) => {
              const report = () =>
                latest.current.follow.onProgress(target.getCurrentTime(), target.getDuration());
              clearInterval(timer);
              if (data === PLAYER_STATE.playing) {
                latest.current.follow.onPlaying();
                timer = setInterval(report, PROGRESS_EVERY_MS);
              } else if (data === PLAYER_STATE.paused || data === PLAYER_STATE.ended) report();
            },
          },
        });
        const frame = host.querySelector('iframe');
        if (frame) {
          frame.title = title;
          frame.className = 'absolute inset-0 h-full w-full';
          // The press of play had the focus; it stays with the member if they moved on.
          const focus = document.activeElement;
          if (!focus || focus === document.body || host.contains(focus)) frame.focus();
        }
      },
      () => !gone && latest.current.onUnavailable(),
    );
    return () => {
      gone = true;
      clearInterval(timer);
      player?.destroy();
    };
  }, [videoId, title, startAt]);

  return (
    <div
      ref={box}
      className={cn('relative aspect-video w-full overflow-hidden rounded-xl bg-black', className)}
    />
  );
}
