import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { LANDING_MESSAGES as M } from '../messages';

/** A still image until the person presses play, so the landing page stays light. */
export function IntroVideo({ videoId }: { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
        title={M.videoTitle}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-900"
      aria-label={M.playVideo}
    >
      <img
        src={`https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`}
        alt=""
        loading="lazy"
        className="h-full w-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
      />
      <PlayCircle
        className="absolute inset-0 m-auto h-16 w-16 text-white drop-shadow-lg"
        aria-hidden="true"
      />
    </button>
  );
}
