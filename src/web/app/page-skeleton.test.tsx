// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton } from './page-skeleton';

afterEach(cleanup);

describe('PageSkeleton (issue 20)', () => {
  it('says it is loading, shows blocks in the page’s layout, and not the first-start words', () => {
    const { container } = render(<PageSkeleton />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-busy')).toBeNull();
    expect(region.textContent).toBe('Memuatkan…');
    expect(container.querySelector('.grid')!.children).toHaveLength(3);
    expect(container.querySelector('.animate-spin')).toBeNull();
    expect(screen.queryByText('Please wait while we load your content')).toBeNull();
  });
});
