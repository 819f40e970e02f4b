// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ItemQueryView } from '../item-query-view';
import { CARD_GRID } from './card';
import { DetailSkeleton } from './detail-skeleton';
import {
  CardGridSkeleton,
  SKELETON_CARD_COUNT,
  Skeleton,
  type CardSkeletonVariant,
} from './skeleton';

afterEach(cleanup);

/** The one loading region on screen: its words for screen readers, and it is busy. */
function loadingRegion() {
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-busy')).toBeNull();
  expect(region.textContent).toBe('Memuatkan…');
  return region;
}

describe('Skeleton', () => {
  it('is a grey block hidden from screen readers that pulses only where motion is welcome', () => {
    const { container } = render(<Skeleton className="h-5 w-20" />);
    const block = container.firstElementChild!;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.className).toContain('motion-safe:animate-pulse');
    expect(block.className).not.toMatch(/(^|\s)animate-pulse/);
    expect(block.className).toContain('bg-slate-200');
    expect(block.className).toContain('h-5 w-20');
  });
});

describe('CardGridSkeleton', () => {
  it("says it is loading and lays its cards in the list's grid, the list's className too", () => {
    const { unmount } = render(<CardGridSkeleton />);
    expect(loadingRegion().querySelector('ul')!.className).toBe(CARD_GRID);
    unmount();

    render(<CardGridSkeleton className="sm:grid-cols-1 lg:grid-cols-1" />);
    const region = loadingRegion();
    const grid = region.querySelector('ul')!;
    expect(grid.getAttribute('aria-hidden')).toBe('true');
    expect(grid.className).toBe('grid grid-cols-1 gap-4 sm:grid-cols-1 lg:grid-cols-1');
    expect(grid.children).toHaveLength(SKELETON_CARD_COUNT);
    // Nothing in it a screen reader would read, and no spinner.
    expect(within(region).queryByRole('list')).toBeNull();
    expect(region.querySelector('.animate-spin')).toBeNull();
  });

  it('takes the shape of the list it stands for', () => {
    const shape = (variant: CardSkeletonVariant) => {
      const { container, unmount } = render(<CardGridSkeleton variant={variant} count={1} />);
      const card = container.querySelector('li > div')!;
      const result = {
        thumbnail: card.querySelector('.aspect-video') !== null,
        logo: card.querySelector('.h-10.w-10') !== null,
      };
      unmount();
      return result;
    };
    expect(shape('tool')).toEqual({ thumbnail: false, logo: true });
    expect(shape('tutorial')).toEqual({ thumbnail: true, logo: false });
    expect(shape('prompt')).toEqual({ thumbnail: true, logo: false });
    expect(shape('workflow')).toEqual({ thumbnail: false, logo: false });
  });
});

describe('DetailSkeleton', () => {
  it("shows the detail page's header card, a paragraph and a side column", () => {
    const { container } = render(<DetailSkeleton />);
    loadingRegion();
    // The back link's row is 44 px, as BackLink; the body is the pages' two-thirds grid.
    expect(container.querySelector('.min-h-11')).not.toBeNull();
    const body = container.querySelector('.lg\\:grid-cols-3')!;
    expect(body.children).toHaveLength(2);
    expect(body.firstElementChild!.className).toContain('lg:col-span-2');
  });

  it("puts a tutorial's video above its header and keeps a prompt's page narrow", () => {
    const { container, unmount } = render(<DetailSkeleton variant="video" />);
    expect(container.querySelector('.max-w-4xl .aspect-video')).not.toBeNull();
    unmount();
    render(<DetailSkeleton variant="narrow" />);
    expect(loadingRegion().className).toContain('max-w-3xl');
  });
});

describe('ItemQueryView', () => {
  const view = (query: Partial<UseQueryResult<{ name: string }>>) => (
    <ItemQueryView
      query={query as UseQueryResult<{ name: string }>}
      notFound="Alat tidak dijumpai."
      loadFailed="Gagal memuat data. Sila cuba lagi."
      back={<a href="/tools">Kembali</a>}
      skeleton="video"
    >
      {(data) => <h1>{data.name}</h1>}
    </ItemQueryView>
  );

  it('shows the detail skeleton while the item loads, and the item in its place once it comes', () => {
    const { container, rerender } = render(view({ isPending: true, isError: false }));
    loadingRegion();
    expect(container.querySelector('.aspect-video')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();

    rerender(view({ isPending: false, isError: false, data: { name: 'ChatGPT' } }));
    expect(screen.getByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('offline, says the item waits for the connection instead of a skeleton for ever (issue 20)', () => {
    const refetch = vi.fn();
    render(view({ isPending: true, isPaused: true, isError: false, refetch } as never));
    expect(screen.getByText('No internet connection')).toBeTruthy();
    expect(screen.queryByText('Memuatkan…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says not found or failed with the way back, without a skeleton', () => {
    const { rerender } = render(
      view({ isPending: false, isError: true, error: new ApiError(404, 'not_found', 'Not found') }),
    );
    expect(screen.getByText('Alat tidak dijumpai.')).toBeTruthy();
    rerender(view({ isPending: false, isError: true, error: new Error('down') }));
    expect(screen.getByText('Gagal memuat data. Sila cuba lagi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
