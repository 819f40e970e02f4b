import { cn } from '../../lib/cn';
import { Card } from './card';
import { BadgesSkeleton, LoadingRegion, Skeleton, TextSkeleton } from './skeleton';

// Issue 20: a detail page's skeleton, apart from the lists' (skeleton.tsx), so a list page's
// script does not carry it.

/** The back link above a detail page (44 px high, BackLink). */
function BackLinkSkeleton() {
  return (
    <div className="flex min-h-11 items-center">
      <Skeleton className="h-4 w-36" />
    </div>
  );
}

/** A titled card of text, as a detail page's description or steps. */
function SectionSkeleton({ lines = 4, className }: { lines?: number; className?: string }) {
  return (
    <Card className={cn('p-6', className)}>
      <TextSkeleton size="lg" width="w-40" className="mb-2" />
      <TextSkeleton lines={lines} size="base" />
    </Card>
  );
}

export type DetailSkeletonVariant = 'item' | 'video' | 'single' | 'narrow';

/**
 * A detail page's loading state, in its layout: the back link, the header card (badges, title,
 * a paragraph), then the body — a wide column and a side column ('item': a tool, with its logo;
 * 'video': a tutorial, its video above), one column ('single': a workflow) or one narrow card
 * ('narrow': a prompt).
 */
export function DetailSkeleton({
  variant = 'item',
  label,
}: {
  variant?: DetailSkeletonVariant;
  label?: string;
}) {
  if (variant === 'narrow') {
    return (
      <LoadingRegion label={label} className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-8 w-28 rounded-lg" />
        <Card className="p-5 sm:p-8">
          <TextSkeleton size="3xl" width="w-2/3" />
          <TextSkeleton lines={2} size="base" className="mt-2" />
          <div className="mt-6 space-y-4">
            <Skeleton className="h-32 w-full rounded-lg bg-slate-100" />
            <BadgesSkeleton widths={['w-20', 'w-16', 'w-24']} />
          </div>
        </Card>
      </LoadingRegion>
    );
  }
  return (
    <LoadingRegion label={label} className="space-y-6">
      <BackLinkSkeleton />
      {variant === 'video' && (
        <div className="mx-auto max-w-4xl">
          <Skeleton className="aspect-video w-full rounded-xl bg-slate-100" />
          <div className="mt-2 flex min-h-11 items-center justify-between gap-4">
            <Skeleton className="h-3.5 w-48" />
            <Skeleton className="h-3.5 w-32" />
          </div>
        </div>
      )}
      <Card className="p-6 sm:p-8">
        <BadgesSkeleton widths={['w-20', 'w-16']} className="mb-3" />
        {variant === 'item' ? (
          <div className="flex items-center gap-4">
            <Skeleton className="h-16 w-16 shrink-0 rounded-2xl" />
            <TextSkeleton size="3xl" width="w-1/2" className="flex-1" />
          </div>
        ) : (
          <TextSkeleton size="3xl" width="w-2/3" />
        )}
        <TextSkeleton lines={2} size="base" className="mt-3" />
        <Skeleton className="mt-5 h-10 w-40 rounded-lg" />
      </Card>
      {variant === 'single' ? (
        <SectionSkeleton lines={3} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <SectionSkeleton lines={5} className="lg:col-span-2" />
          <Card className="h-fit p-6">
            <TextSkeleton size="lg" width="w-32" className="mb-3" />
            <BadgesSkeleton widths={['w-24', 'w-20', 'w-16']} />
          </Card>
        </div>
      )}
    </LoadingRegion>
  );
}
