import { PlayCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { YoutubeThumbnail } from './youtube-thumbnail';

/**
 * The player's address: it starts at once (the press was the person's), with captions on and
 * Malay preferred (issue 19: most videos are in English; YouTube translates the captions).
 */
export const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&cc_load_policy=1&cc_lang_pref=ms&hl=ms`;

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
}

function Player({ videoId, title, playLabel, className }: PlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The play button it replaces had the focus; keyboard users carry on inside the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
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
      <YoutubeThumbnail
        videoId={videoId}
        className="h-full opacity-80 transition-opacity group-hover:opacity-100"
      />
      <PlayCircle
        className="absolute inset-0 m-auto h-16 w-16 text-white drop-shadow-lg"
        aria-hidden="true"
      />
    </button>
  );
}
