import { useCallback, useState } from 'react';
import { cn } from '../../lib/cn';

const PLACEHOLDER = '/video-placeholder.svg';
const SOURCES = (videoId: string) => [
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/maxresdefault.jpg`,
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`,
  PLACEHOLDER,
];
// YouTube answers a missing maxresdefault with a 120×90 grey image rather than always an error.
const YOUTUBE_MISSING_WIDTH = 120;

/**
 * A video's thumbnail (docs/product.md#tutorials): maxresdefault, then hqdefault when that fails, then a local
 * picture, so a person never sees a broken-image icon. Lazy-loaded.
 */
export function YoutubeThumbnail(props: ThumbnailProps) {
  // Another video starts again from its best picture.
  return <Thumbnail key={props.videoId ?? ''} {...props} />;
}

interface ThumbnailProps {
  videoId: string | null;
  className?: string;
  eager?: boolean;
}

function Thumbnail({ videoId, className, eager = false }: ThumbnailProps) {
  const sources = videoId ? SOURCES(videoId) : [PLACEHOLDER];
  const [index, setIndex] = useState(0);
  const next = useCallback(
    () => setIndex((i) => Math.min(i + 1, sources.length - 1)),
    [sources.length],
  );
  /** A picture that failed, or YouTube's grey stand-in for a missing one: try the next. */
  const settle = useCallback(
    (img: HTMLImageElement) => {
      if (img.naturalWidth === 0 || (index === 0 && img.naturalWidth === YOUTUBE_MISSING_WIDTH)) {
        next();
      }
    },
    [index, next],
  );
  // In a prerendered page the picture may have loaded or failed before the script arrived, when
  // no handler was there to hear it: it is looked at once the script takes the page over.
  const settled = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) settle(img);
    },
    [settle],
  );
  return (
    <img
      ref={settled}
      src={sources[index]}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={1280}
      height={720}
      onError={next}
      onLoad={(e) => settle(e.currentTarget)}
      className={cn('aspect-video w-full bg-black object-cover', className)}
    />
  );
}
