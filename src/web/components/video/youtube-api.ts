// YouTube's IFrame Player API (https://developers.google.com/youtube/iframe_api_reference), the
// part the tutorial page uses to follow playback (issue 21). Its script is loaded only when a
// member presses play on a video whose playback is followed; tests put a fake `window.YT` first.

/** YT.PlayerState: the states the page reacts to. */
export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2 } as const;

export interface YoutubePlayerApi {
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

export interface YoutubePlayerOptions {
  host?: string;
  videoId: string;
  playerVars: Record<string, string | number>;
  events: {
    onStateChange: (event: { data: number; target: YoutubePlayerApi }) => void;
  };
}

export interface YoutubeNamespace {
  Player: new (element: HTMLElement, options: YoutubePlayerOptions) => YoutubePlayerApi;
}

declare global {
  interface Window {
    YT?: YoutubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const SCRIPT = 'https://www.youtube.com/iframe_api';
/** How long the API may take to arrive before the plain player plays instead. */
export const API_WAIT_MS = 6000;
let loading: Promise<YoutubeNamespace> | undefined;

/** The API, once its script has run (loaded once per page); refused if it cannot come. */
export function loadYoutubeApi(): Promise<YoutubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  return (loading ??= new Promise((resolve, reject) => {
    const fail = () => {
      loading = undefined;
      reject(new Error('YouTube player API unavailable'));
    };
    // A network that answers nothing must not leave the member before a black box.
    const timer = setTimeout(fail, API_WAIT_MS);
    const before = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      before?.();
      clearTimeout(timer);
      resolve(window.YT!);
    };
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  }));
}
