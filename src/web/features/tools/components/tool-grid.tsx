import { useEffect, useRef } from 'react';
import type { ToolResponse } from '@shared/tools';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TOOLS_MESSAGES as M } from '../messages';
import { ToolCard } from './tool-card';

interface ToolGridProps {
  tools: ToolResponse[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  emptyTitle?: string;
  emptyAction?: React.ReactNode;
  linkTo?: 'detail' | 'website';
}

/**
 * One scrolling list (SPEC: no paging for the person); underneath, the next page loads when
 * the end of the list comes into view, or from the button for keyboard users.
 */
export function ToolGrid(props: ToolGridProps) {
  const { tools, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (props.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (props.isError && tools.length === 0) {
    return (
      <EmptyState title={M.loadFailed}>
        <Button variant="outline" className="mt-3" onClick={() => props.refetch()}>
          {M.retry}
        </Button>
      </EmptyState>
    );
  }
  if (tools.length === 0) {
    return (
      <EmptyState title={props.emptyTitle ?? M.empty}>
        <p>{M.emptyHint}</p>
        {props.emptyAction}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={M.title}>
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} linkTo={props.linkTo} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex justify-center">
        {hasNextPage && (
          <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner /> : M.loadMore}
          </Button>
        )}
      </div>
    </>
  );
}
