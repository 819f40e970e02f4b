import { YoutubePlayer } from '../../../components/video/youtube-player';
import { LANDING_MESSAGES as M } from '../messages';

/**
 * The intro video (docs/product.md#landing-affiliates-and-showcase /landing): a still image until the person presses play, so the page
 * stays light. Its room is kept while the site settings load, so nothing below it jumps.
 */
export function IntroVideo({ videoId }: { videoId: string | undefined }) {
  return (
    <section aria-labelledby="video-title" className="space-y-3">
      <h2 id="video-title" className="text-xl font-bold text-slate-900">
        {M.videoHeading}
      </h2>
      {videoId ? (
        <YoutubePlayer videoId={videoId} title={M.videoTitle} playLabel={M.playVideo} />
      ) : (
        <div className="aspect-video w-full rounded-xl bg-black" />
      )}
      <p className="text-sm font-medium text-brand-900">{M.liveClass}</p>
    </section>
  );
}
