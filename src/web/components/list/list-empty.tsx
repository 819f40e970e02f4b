import { EmptyState } from '../empty-state';
import { Button } from '../ui/button';
import { LIST_MESSAGES as M } from './messages';

interface ListEmptyProps {
  /** The list's empty text (docs/product.md#lists-and-search), e.g. 'No tools found'. */
  title: string;
  /** Whether words or filters narrowed the list (then a way to clear them is offered). */
  filtered: boolean;
  onClear?: () => void;
  /** What an unfiltered empty list says instead (a category page: the category is empty). */
  unfilteredTitle?: string;
  children?: React.ReactNode;
}

/** The empty state that fits the page: "try other words" only where there are words or filters. */
export function ListEmpty({ title, filtered, onClear, unfilteredTitle, children }: ListEmptyProps) {
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
      {children}
    </EmptyState>
  );
}
