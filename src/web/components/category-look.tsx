import {
  Bot,
  Briefcase,
  Clapperboard,
  Code2,
  Megaphone,
  Microscope,
  Music,
  Palette,
  PenLine,
  Shapes,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { createElement, useState, type CSSProperties } from 'react';
import { categoryLabel } from '@shared/glossary';
import { LOGO_PATH_PREFIX } from '@shared/logos';
import { cn } from '../lib/cn';

// Issue 20: every category has a colour, used on its badges and on tool monograms. Each colour is
// dark enough for white text (≥ 4.5:1); styles.css mixes the light and dark tints from it
// (.tone-tile, .tone-badge), so one value serves both themes. One module, so the pages that
// show a category load one small file.

/** The demo content's categories (shared/constants.ts) in colours chosen apart from each other. */
const TONES: Record<string, string> = {
  writing: '#2563eb',
  design: '#a21caf',
  marketing: '#c2410c',
  productivity: '#047857',
  research: '#0e7490',
  coding: '#475569',
  audio: '#be185d',
  video: '#dc2626',
  automation: '#7c3aed',
  agents: '#0f766e',
  business: '#b45309',
};
const PALETTE = Object.values(TONES);

/** Each demo category's icon; any other category shows the general one. */
const ICONS: Record<string, LucideIcon> = {
  writing: PenLine,
  design: Palette,
  marketing: Megaphone,
  productivity: Zap,
  research: Microscope,
  coding: Code2,
  audio: Music,
  video: Clapperboard,
  automation: Workflow,
  agents: Bot,
  business: Briefcase,
};

/** A category's icon (issue 20): its own for a known name, else a general one. */
export const categoryIcon = (category: string | null): LucideIcon =>
  (category && ICONS[category.trim().toLowerCase()]) || Shapes;

/** A category's icon, decorative (its name is always written beside it). */
export const CategoryIcon = ({ category, className }: { category: string; className: string }) =>
  createElement(categoryIcon(category), { className, 'aria-hidden': true });
const NEUTRAL = TONES.coding!;

/** A category's colour: its own for a known name, else one picked by its letters (always the same). */
export function categoryTone(category: string | null): string {
  if (!category) return NEUTRAL;
  const known = TONES[category.trim().toLowerCase()];
  if (known) return known;
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? NEUTRAL;
}

/** The inline style that hands a category's colour to the .tone-* classes of styles.css. */
export const toneStyle = (category: string | null) =>
  ({ '--tone': categoryTone(category) }) as CSSProperties;

/**
 * A category's name in its own colour and with its icon; nothing for an item without a category.
 * Members see its Malay name (the glossary); the admin panel, the stored one (`stored`).
 */
export function CategoryBadge({
  category,
  stored = false,
}: {
  category: string | null | undefined;
  stored?: boolean;
}) {
  if (!category) return null;
  return (
    <span
      style={toneStyle(category)}
      className="tone-badge inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium"
    >
      <CategoryIcon category={category} className="h-3 w-3" />
      {stored ? category : categoryLabel(category)}
    </span>
  );
}

const SIZES = {
  xs: 'h-5 w-5 rounded text-[0.6rem]',
  sm: 'h-10 w-10 rounded-lg text-sm',
  lg: 'h-16 w-16 rounded-2xl text-2xl',
} as const;

/** Up to two letters for a name: the first of its first two words ("Google Gemini" → "GG"). */
export function monogramOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0])
      .join('')
      .toUpperCase() || '?'
  );
}

const PIXELS = { xs: 20, sm: 40, lg: 64 } as const;

/**
 * A tool's logo, or where it has none (or it fails to load) a monogram tile in its category's
 * colour — never a blank box. Only a logo of our own origin (`/media/logos/…`, issue 32) is ever
 * loaded: no third party sees a member's browser. Decorative (empty alt): the tool's name is
 * always written beside it.
 */
export function ToolLogo({
  name,
  logoUrl,
  category,
  size = 'sm',
  className,
}: {
  name: string;
  logoUrl?: string | null;
  category: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const box = cn('shrink-0', SIZES[size], className);
  const src = logoUrl?.startsWith(LOGO_PATH_PREFIX) ? logoUrl : null;
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        data-testid="tool-logo"
        onError={() => setFailed(src)}
        // White under every logo in both themes: brand colours are drawn for a light ground.
        className={cn('logo-tile object-contain p-0.5 ring-1 ring-slate-200', box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="monogram"
      // Drawn by CSS (styles.css .monogram), so the letters are not part of the text
      // beside them: a chip's name reads and copies as the name alone.
      data-monogram={monogramOf(name)}
      style={toneStyle(category)}
      className={cn('monogram tone-tile inline-flex items-center justify-center font-bold', box)}
    />
  );
}
