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

export function DifficultyBadge({ difficulty }: { difficulty: string | null }) {
  if (!difficulty) return null;
  return <Badge tone={TONE[difficulty.trim().toLowerCase()] ?? 'neutral'}>{difficulty}</Badge>;
}
