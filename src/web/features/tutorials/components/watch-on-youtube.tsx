import { ExternalLink } from 'lucide-react';
import { CHROME_MESSAGES } from '../../../components/messages';
import { cn } from '../../../lib/cn';
import { TUTORIALS_MESSAGES as M } from '../messages';

/** Issue 20: the video on YouTube itself (its app on a phone), in a new tab. */
export function WatchOnYoutube({ videoId, className }: { videoId: string; className?: string }) {
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline',
        className,
      )}
    >
      {M.watchOnYoutube} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only"> {CHROME_MESSAGES.newTab}</span>
    </a>
  );
}
