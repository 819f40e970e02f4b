import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';

// Issue 20: the dashboard while the member's record loads, in its layout: the streak and progress
// cards in the side column, the favourites and the newest tutorials beside it.

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The streak and progress cards of the side column (the main column's region says it loads). */
export function SideCardsSkeleton() {
  return (
    <>
      <Card aria-hidden="true" className="flex items-start gap-4 p-5">
        <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
        <div className="flex-1">
          <TextSkeleton size="sm" width="w-28" />
          <TextSkeleton size="2xl" width="w-24" />
          <TextSkeleton size="sm" width="w-4/5" className="mt-1" />
        </div>
      </Card>
      <Card aria-hidden="true" className="p-5">
        <TextSkeleton size="lg" width="w-24" />
        <div className="mt-3 space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i}>
              <TextSkeleton size="sm" width="w-full" />
              <Skeleton className="mt-1 h-2 rounded-full bg-slate-100" />
            </div>
          ))}
        </div>
      </Card>
    </>
  );
}

/**
 * The "Mula di sini" card of a new member while the record loads (start-card.tsx: its heading, a
 * line, its three actions), so the card that comes first on a phone pushes nothing down.
 */
export function StartCardSkeleton() {
  return (
    <Card aria-hidden="true" className="border-brand-200 bg-brand-50/60 p-5">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextSkeleton size="lg" width="w-32" />
          <TextSkeleton size="sm" width="w-4/5" />
        </div>
        <Skeleton className="h-11 w-11 shrink-0 rounded-lg sm:h-10 sm:w-10" />
      </div>
      <ul className="mt-3 grid gap-2 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex gap-3 rounded-lg border border-slate-200 bg-surface p-3">
            <Skeleton className="mt-0.5 h-5 w-5 shrink-0 rounded-full" />
            <div className="flex-1">
              <TextSkeleton size="sm" width="w-24" />
              <TextSkeleton size="base" width="w-3/4" />
              <TextSkeleton size="sm" width="w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A section's heading row: its title, its count and 'Lihat semua' (44 px high). */
function HeadingRow() {
  return (
    <div className="mb-3 flex min-h-11 items-center gap-2">
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-5 w-7 rounded-full" />
      <Skeleton className="ml-auto h-3.5 w-20" />
    </div>
  );
}

/** A favourite's card (favorite-cards.tsx): badges, title, a line or two, and its tags. */
function FavoriteCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="ml-auto h-5 w-16 rounded-full" />
      </div>
      <TextSkeleton size="base" width="w-2/3" />
      <TextSkeleton lines={2} />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
    </Card>
  );
}

/** The main column's favourites and newest tutorials, announced as loading. */
export function DashboardSkeleton() {
  return (
    <LoadingRegion className="space-y-8">
      {[0, 1].map((section) => (
        <div key={section} aria-hidden="true">
          <HeadingRow />
          <ul className={GRID}>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <FavoriteCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div aria-hidden="true">
        <TextSkeleton size="lg" width="w-44" className="mb-3" />
        <ul className={GRID}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="flex h-full flex-col overflow-hidden">
                <Skeleton className="aspect-video w-full rounded-none bg-slate-100" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex gap-2">
                    <Skeleton className="h-5 w-16 rounded-full" />
                    <Skeleton className="h-5 w-20 rounded-full" />
                  </div>
                  <TextSkeleton size="base" width="w-3/4" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}
