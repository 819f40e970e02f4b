import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PlayCircle } from 'lucide-react';
import { YoutubeThumbnail } from './youtube-thumbnail';

/**
 * The player's address: it starts at once (the press was the person's), with captions on and
 * Malay preferred (issue 19: most videos are in English; YouTube translates the captions).
 */
export const PLAYER_VARS = {
  autoplay: 1,
  cc_load_policy: 1,
  cc_lang_pref: 'ms',
  hl: 'ms',
} as const;
export const HOST = 'https://www.youtube-nocookie.com';
export const embedUrl = (videoId: string) =>
  `${HOST}/embed/${encodeURIComponent(videoId)}?${new URLSearchParams(
    Object.entries(PLAYER_VARS).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

/**
 * The thumbnail until the person presses play; only then the player loads (it weighs more than
 * the rest of the page).
 */
export function YoutubePlayer(props: PlayerProps) {
  // A new video starts again from its thumbnail.
  return <Player key={props.videoId} {...props} />;
}

interface PlayerProps {
  videoId: string;
  title: string;
  playLabel: string;
  className?: string;
  /** Issue 21: what plays once pressed, in place of the plain player (followed-player.tsx). */
  player?: (props: { videoId: string; title: string; className?: string }) => ReactNode;
}

function Player({ videoId, title, playLabel, className, player }: PlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return player ? (
      player({ videoId, title, className })
    ) : (
      <PlainPlayer videoId={videoId} title={title} className={className} />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={cn(
        'group relative block aspect-video w-full overflow-hidden rounded-xl bg-black',
        className,
      )}
      aria-label={playLabel}
    >
      <Thumbnail videoId={videoId} />
    </button>
  );
}

/** YouTube's own player in an iframe; it takes the focus the play button had. */
export function PlainPlayer({
  videoId,
  title,
  className,
}: {
  videoId: string;
  title: string;
  className?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Keyboard users carry on inside the player.
  useEffect(() => frame.current?.focus(), []);
  return (
    <iframe
      className={cn('aspect-video w-full rounded-xl', className)}
      src={embedUrl(videoId)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      ref={frame}
    />
  );
}

/** A video's picture with the play sign over it (youtube-player.tsx's button shows it). */
const Thumbnail = ({ videoId }: { videoId: string }) => (
  <>
    <YoutubeThumbnail
      videoId={videoId}
      className="h-full opacity-80 transition-opacity group-hover:opacity-100"
    />
    <PlayCircle
      className="absolute inset-0 m-auto h-16 w-16 text-white drop-shadow-lg"
      aria-hidden="true"
    />
  </>
);

/**
 * The player's look while its code loads, without the play button: a press now would be lost
 * when the player that follows playback takes its place.
 */
export function YoutubePreview({ videoId, className }: { videoId: string; className?: string }) {
  return (
    <div
      aria-busy="true"
      className={cn('relative aspect-video w-full overflow-hidden rounded-xl bg-black', className)}
    >
      <Thumbnail videoId={videoId} />
    </div>
  );
}
