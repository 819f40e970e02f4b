import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { RelatedItem } from '@shared/api';
import { LEARNING_PATH_SLOTS, SaveLearningPathRequest } from '@shared/learning-path';
import { Button } from '../../../components/ui/button';
import { LoadingRegion, Skeleton, TextSkeleton } from '../../../components/ui/skeleton';
import { messageOf } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { useAdminLearningPath } from '../../../admin/api/get-learning-path';
import { useSaveLearningPath } from './api/save-learning-path';
import { LEARNING_PATH_ADMIN_MESSAGES as M } from './messages';
import { TutorialSlot } from './tutorial-slot';

type Slots = (RelatedItem | null)[];
const EMPTY: Slots = Array.from({ length: LEARNING_PATH_SLOTS }, () => null);

/**
 * The Learning Path tab (docs/product.md#learning-path): three slots, each 'Tiada' or a tutorial not chosen
 * in another slot; Save replaces the whole path. At least one slot must be chosen.
 */
export function LearningPathTab() {
  const path = useAdminLearningPath();
  const save = useSaveLearningPath();
  // The admin's unsaved choice; until they change a slot the tab shows the saved path.
  const [draft, setDraft] = useState<Slots | null>(null);
  const slots = draft ?? path.data?.slots.map((s) => s.tutorial) ?? EMPTY;

  const { isError, error } = path;
  useEffect(() => {
    if (isError) toast.error(M.loadFailed(messageOf(error)));
  }, [isError, error]);

  const choose = (index: number, tutorial: RelatedItem | null) =>
    setDraft(slots.map((t, i) => (i === index ? tutorial : t)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = SaveLearningPathRequest.safeParse({
      tutorialIds: slots.map((t) => t?.id ?? null),
    });
    if (!body.success) {
      toastValidationError(body.error.issues[0]?.message ?? '');
      return;
    }
    save.mutate(body.data, {
      onSuccess: () => {
        // Back to the path as saved: the server closes an empty slot between chosen ones
        // (positions always 1..n, the numbers the Community dialog shows), so a tutorial chosen
        // in slot 3 with slot 2 empty now shows in slot 2.
        setDraft(null);
        toast.success(M.saved);
      },
      onError: (failure) => toast.error(M.saveFailed(messageOf(failure))),
    });
  };

  return (
    <section aria-labelledby="learning-path-heading">
      <h2 id="learning-path-heading" className="mb-1 text-xl font-semibold">
        {M.heading}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{M.intro}</p>
      {path.isPending ? (
        <SlotsSkeleton />
      ) : path.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{M.loadFailed(messageOf(path.error))}</p>
          <Button variant="outline" size="sm" onClick={() => void path.refetch()}>
            {M.retry}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ol className="grid gap-4 lg:grid-cols-3">
            {slots.map((tutorial, i) => (
              <TutorialSlot
                key={i}
                position={i + 1}
                value={tutorial}
                taken={new Set(slots.flatMap((t, j) => (t && j !== i ? [t.id] : [])))}
                onChange={(next) => choose(i, next)}
                disabled={save.isPending}
              />
            ))}
          </ol>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? M.saving : M.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Issue 20: the three slots while the saved path loads: a title, the search box and the select. */
function SlotsSkeleton() {
  return (
    <LoadingRegion className="space-y-4">
      <ol aria-hidden="true" className="grid gap-4 lg:grid-cols-3">
        {EMPTY.map((_, i) => (
          <li
            key={i}
            className="space-y-2 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm"
          >
            <TextSkeleton size="base" width="w-24" />
            <Skeleton className="h-10 rounded-lg bg-slate-100" />
            <div>
              <TextSkeleton size="sm" width="w-32" className="mb-1" />
              <Skeleton className="h-10 rounded-lg bg-slate-100" />
            </div>
          </li>
        ))}
      </ol>
      <div className="flex justify-end">
        <Skeleton className="h-10 w-24 rounded-lg" />
      </div>
    </LoadingRegion>
  );
}
