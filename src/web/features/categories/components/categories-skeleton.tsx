import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';

/**
 * Issue 20: /categories while its categories load, in the page's layout: the top four tiles
 * and the grid of category cards (icon, name, description, their three links).
 */
export function CategoriesSkeleton() {
  return (
    <LoadingRegion>
      <div className="mb-8">
        <TextSkeleton size="lg" width="w-48" className="mb-3" />
        <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              {/* #n, the name, the count: 108 px, as the real tile. */}
              <Skeleton className="h-[6.75rem] rounded-xl bg-brand-100" />
            </li>
          ))}
        </ul>
      </div>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Card className="flex h-full flex-col p-5">
              <div className="flex items-center gap-3">
                <Skeleton className="h-10 w-10 shrink-0 rounded-lg" />
                <TextSkeleton size="lg" width="w-1/2" className="flex-1" />
              </div>
              <TextSkeleton lines={2} className="mt-1" />
              <div className="mt-4 flex flex-wrap gap-2">
                {['w-24', 'w-28', 'w-24'].map((w, j) => (
                  <Skeleton key={j} className={`h-11 rounded-lg sm:h-8 ${w}`} />
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
