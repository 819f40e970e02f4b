import { Suspense } from 'react';
import { cn } from '../lib/cn';
import { lazyPart } from '../lib/lazy-part';
import type ThemeToggleType from './theme-toggle';

// Loaded after the page's first script (docs/architecture.md#performance-budgets): the page has
// its theme before the first paint already (shared/theme.ts); only changing it needs this.
const ThemeToggle = lazyPart<typeof ThemeToggleType>(
  import.meta.glob('@web/components/theme-toggle.tsx', { import: 'default' }),
);

/** Issue 20: the header's light/dark toggle, in a box of its size until its script is in. */
export function ThemeToggleSlot({ className }: { className?: string }) {
  return (
    <Suspense
      fallback={<span aria-hidden="true" className={cn('h-11 w-11 shrink-0', className)} />}
    >
      <ThemeToggle className={className} />
    </Suspense>
  );
}
