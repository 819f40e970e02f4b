import { difficultyLabel } from '@shared/glossary';
import { Badge, type BadgeTone } from './ui/badge';

// docs/product.md#limits: Pemula, Pertengahan, Lanjutan (tutorials, prompts) and Beginner, Intermediate,
// Advanced (workflows) share their colours.
const TONE: Record<string, BadgeTone> = {
  pemula: 'green',
  beginner: 'green',
  pertengahan: 'amber',
  intermediate: 'amber',
  lanjutan: 'rose',
  advanced: 'rose',
};

/**
 * A difficulty in its colour. Members read the Malay word (a workflow's Beginner is Pemula,
 * shared/glossary.ts); the admin panel (`asStored`) shows the value its forms pick.
 */
export function DifficultyBadge({
  difficulty,
  asStored = false,
}: {
  difficulty: string | null;
  asStored?: boolean;
}) {
  if (!difficulty) return null;
  return (
    <Badge tone={TONE[difficulty.trim().toLowerCase()] ?? 'neutral'}>
      {asStored ? difficulty : difficultyLabel(difficulty)}
    </Badge>
  );
}
