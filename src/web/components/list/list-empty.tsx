import type { SuggestionType } from '@shared/suggestions';
import { EmptyState } from '../empty-state';
import { NothingFound } from '../nothing-found';
import { Button } from '../ui/button';
import { LIST_MESSAGES as M } from './messages';

/** The list's filters (useListFilters), of which the search box's words. */
interface SearchedFilters {
  values: { q: string };
  set: (key: 'q', value: string) => void;
}

interface ListEmptyProps {
  /** The list's empty text (docs/product.md#lists-and-search), e.g. 'No tools found'. */
  title: string;
  /** Whether words or filters narrowed the list (then a way to clear them is offered). */
  filtered: boolean;
  onClear?: () => void;
  /** What an unfiltered empty list says instead (a category page: the category is empty). */
  unfilteredTitle?: string;
  /**
   * A searched content list: when its search found nothing (the answer's `didYouMean`), the
   * nearest names, each searching itself, and 'Cadangkan kandungan ini' (of this type, if any).
   */
  search?: { filters: SearchedFilters; didYouMean: string[] | undefined; type?: SuggestionType };
  children?: React.ReactNode;
}

/** The empty state that fits the page: "try other words" only where there are words or filters. */
export function ListEmpty({
  title,
  filtered,
  onClear,
  unfilteredTitle,
  search,
  children,
}: ListEmptyProps) {
  if (!filtered) {
    return <EmptyState title={unfilteredTitle ?? title}>{children}</EmptyState>;
  }
  return (
    <EmptyState title={title}>
      <p>{M.noMatchHint}</p>
      {onClear && (
        <Button variant="outline" className="mt-3" onClick={onClear}>
          {M.clearFilters}
        </Button>
      )}
      {search?.didYouMean && search.filters.values.q && (
        <NothingFound
          q={search.filters.values.q}
          names={search.didYouMean}
          onSearch={(name) => search.filters.set('q', name)}
          type={search.type}
        />
      )}
      {children}
    </EmptyState>
  );
}
