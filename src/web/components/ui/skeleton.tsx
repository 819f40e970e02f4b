import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CARD_GRID } from './card';

// Issue 20: while a list or a page loads, grey blocks stand where its content will be, in the
// page's own layout, so nothing jumps when the content arrives. Each block copies the height of
// what it stands for (a badge 20 px, a line of small text 20 px, a card's save button 44 px on a
// phone and 32 px from md up), so a skeleton card is as tall as a typical real one. The shades
// are the palette's (styles.css turns them around in the dark theme); the pulse stops where the
// device asks for less motion.

const LOADING = 'Memuatkan…';

/** One grey block; its size and shape come from `className`. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
    />
  );
}

/**
 * What holds a skeleton: a status that says 'Memuatkan…' to screen readers (the blocks
 * themselves are hidden from them) and is busy until its content replaces it.
 */
export function LoadingRegion({
  children,
  label = LOADING,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

const LINE = {
  // Each line is as tall as a line of the text it stands for; the block inside is shorter.
  xs: { line: 'h-4', block: 'h-3' },
  sm: { line: 'h-5', block: 'h-3.5' },
  base: { line: 'h-6', block: 'h-4' },
  lg: { line: 'h-7', block: 'h-5' },
  '2xl': { line: 'h-8', block: 'h-6' },
  '3xl': { line: 'h-9', block: 'h-7' },
} as const;

/** `count` lines of text of the given size, the last one shorter. */
export function TextSkeleton({
  lines = 1,
  size = 'sm',
  width = 'w-full',
  className,
}: {
  lines?: number;
  size?: keyof typeof LINE;
  /** The width of every line but the last (which is two thirds). */
  width?: string;
  className?: string;
}) {
  const { line, block } = LINE[size];
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={cn('flex items-center', line)}>
          <Skeleton className={cn(block, i === lines - 1 && lines > 1 ? 'w-2/3' : width)} />
        </div>
      ))}
    </div>
  );
}

/** A row of badges (each 20 px high, as Badge is). */
export function BadgesSkeleton({ widths, className }: { widths: string[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {widths.map((w, i) => (
        <Skeleton key={i} className={cn('h-5 rounded-full', w)} />
      ))}
    </div>
  );
}

/** A card's title with its save button beside it (44 px on a phone, 32 px from md up). */
function TitleRow({ logo = false, title = 'w-3/4' }: { logo?: boolean; title?: string }) {
  return (
    <div className="flex items-center gap-3">
      {logo && <Skeleton className="h-10 w-10 shrink-0 rounded-lg" />}
      <TextSkeleton size="lg" width={title} className="mr-auto flex-1" />
      <Skeleton className="h-11 w-11 shrink-0 rounded-lg md:h-8 md:w-8" />
    </div>
  );
}

export type CardSkeletonVariant = 'tool' | 'tutorial' | 'workflow' | 'prompt' | 'row';

const CARD = 'flex h-full flex-col';

/** One card of a list, in the shape of the list's real card (tool-card.tsx and the others). */
export function CardSkeleton({ variant = 'tool' }: { variant?: CardSkeletonVariant }) {
  switch (variant) {
    case 'tutorial':
      return (
        <Card className={cn(CARD, 'overflow-hidden')}>
          <Skeleton className="aspect-video w-full rounded-none bg-slate-100" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <BadgesSkeleton widths={['w-16', 'w-20']} />
            <TitleRow />
            <TextSkeleton size="sm" width="w-1/2" className="mt-auto" />
            <div className="flex min-h-11 items-center justify-between gap-2">
              <Skeleton className="h-3 w-28" />
              <Skeleton className="h-3.5 w-32" />
            </div>
          </div>
        </Card>
      );
    case 'workflow':
      return (
        <Card className={cn(CARD, 'gap-3 p-5')}>
          <BadgesSkeleton widths={['w-20', 'w-16']} />
          <TitleRow />
          <TextSkeleton lines={3} />
          <TextSkeleton size="xs" width="w-1/3" />
          <div className="mt-auto flex flex-wrap gap-1.5">
            {['w-20', 'w-24', 'w-16'].map((w) => (
              <Skeleton key={w} className={cn('h-6 rounded-full', w)} />
            ))}
          </div>
        </Card>
      );
    case 'prompt':
      return (
        <Card className={cn(CARD, 'overflow-hidden')}>
          <Skeleton className="aspect-video w-full rounded-none bg-slate-100" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <BadgesSkeleton widths={['w-20', 'w-16']} />
            <TextSkeleton size="lg" width="w-3/4" />
            <TextSkeleton lines={2} />
            <div className="rounded-lg bg-slate-50 p-3">
              <TextSkeleton lines={3} size="xs" />
            </div>
            <BadgesSkeleton widths={['w-16', 'w-20']} className="mt-auto gap-1.5" />
          </div>
          <Skeleton className="mx-5 mb-5 h-11 w-24 rounded-lg sm:h-8" />
        </Card>
      );
    case 'row':
      return (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <TextSkeleton size="base" width="w-1/3" />
            <TextSkeleton size="sm" width="w-1/2" />
            <BadgesSkeleton widths={['w-16', 'w-14']} className="mt-2" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-11 w-20 rounded-lg sm:h-8" />
            <Skeleton className="h-11 w-20 rounded-lg sm:h-8" />
          </div>
        </Card>
      );
    case 'tool':
      return (
        <Card className={cn(CARD, 'gap-3 p-5')}>
          <BadgesSkeleton widths={['w-20', 'w-14']} />
          <TitleRow logo title="w-1/2" />
          <TextSkeleton lines={2} />
          <BadgesSkeleton widths={['w-16', 'w-20', 'w-12']} className="mt-auto gap-1.5" />
        </Card>
      );
  }
}

/** How many cards a loading list shows: two rows of three on a wide screen. */
export const SKELETON_CARD_COUNT = 6;

/** A list's loading state: skeleton cards in the list's own grid (InfiniteGrid's `className` too). */
export function CardGridSkeleton({
  variant,
  count = SKELETON_CARD_COUNT,
  className,
  label,
}: {
  variant?: CardSkeletonVariant;
  count?: number;
  className?: string;
  label?: string;
}) {
  return (
    <LoadingRegion label={label}>
      <ul aria-hidden="true" className={cn(CARD_GRID, className)}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardSkeleton variant={variant} />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
