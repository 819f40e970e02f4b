import type { VideoLanguage } from '@shared/tutorials';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { TUTORIALS_MESSAGES as M } from '../messages';

// Issue 33: the language a video speaks, said before it plays, on cards and the tutorial page.
const TONE: Record<VideoLanguage, BadgeTone> = { ms: 'brand', campur: 'amber', en: 'neutral' };

export function VideoLanguageBadge({ language }: { language: VideoLanguage }) {
  return (
    <Badge tone={TONE[language]} title={M.videoLanguage[language]}>
      {M.videoShort[language]}
    </Badge>
  );
}
