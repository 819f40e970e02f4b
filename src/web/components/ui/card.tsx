import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The grid of a list's cards, and of its skeleton while it loads (InfiniteGrid, skeleton.tsx). */
export const CARD_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-xl border border-slate-200 bg-surface shadow-sm', className)}
      {...props}
    />
  );
}
