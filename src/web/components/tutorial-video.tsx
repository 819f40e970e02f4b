import { Slot, type Props } from './item-actions';
import { YoutubePreview } from './video/youtube-player';

/**
 * Issue 21: a tutorial's video, whose playback the progress feature follows (app/item-actions.tsx
 * fills the slot). Its picture, without the play button, while that code loads. Apart from
 * item-actions.tsx, which every page loads first.
 */
export const TutorialVideoAction = (props: Props<'TutorialVideo'>) => (
  <Slot part="TutorialVideo" props={props} fallback={<YoutubePreview videoId={props.videoId} />} />
);
