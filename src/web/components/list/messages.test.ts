import { describe, expect, it } from 'vitest';
import { countOf, showingCount } from './messages';

describe('count wording (issue 16: singular for one)', () => {
  it('says one in the singular and any other number in the plural', () => {
    const showing = showingCount('tool', 'tools');
    expect([0, 1, 2, 24].map(showing)).toEqual([
      'Showing 0 tools',
      'Showing 1 tool',
      'Showing 2 tools',
      'Showing 24 tools',
    ]);
    expect(countOf(1, 'step', 'steps')).toBe('1 step');
    expect(countOf(3, 'step', 'steps')).toBe('3 steps');
  });
});
