import { describe, expect, it } from 'vitest';
import { foldText, searchWords } from '../../../shared/search.js';
import { ftsQuery, tsQuery } from './match.js';
import { planSearch, synonymIndex } from './plan.js';

// Issue 22: how a search is read, before either engine sees it (search.test.ts runs it on both).

const synonyms = synonymIndex([
  ['gambar', 'foto', 'Imej', 'image'],
  ['slaid', 'slide', 'pembentangan', 'presentation'],
  ['video pendek', 'reel', 'shorts'],
  ['jawab pelanggan', 'khidmat pelanggan', 'customer service'],
]);

describe('folding (shared/search.ts)', () => {
  it('takes case and accents off and makes every other character a space', () => {
    expect(foldText('Ünï')).toBe('uni');
    expect(foldText('  Canva ')).toBe('canva');
    expect(foldText('DALL-E 3 (beta)!')).toBe('dall e 3 beta');
    expect(foldText('Café Résumé')).toBe('cafe resume');
    expect(foldText('½ ﬁle')).toBe('1 2 file');
  });

  it('keeps at most 8 words of a search', () => {
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('planSearch', () => {
  it('widens a word of a synonym group to the whole group, its own word first', () => {
    const plan = planSearch('Gambar', synonyms);
    expect(plan.folded).toBe('gambar');
    expect(plan.slots).toEqual([
      { own: ['gambar'], alternatives: [['gambar'], ['foto'], ['imej'], ['image']] },
    ]);
    expect(plan.widened).toBe(true);
  });

  it('leaves out filler words ("buat slide"), unless there is nothing else', () => {
    expect(planSearch('buat slide', synonyms).slots.map((s) => s.own)).toEqual([['slide']]);
    expect(planSearch('cara buat', synonyms).slots.map((s) => s.own)).toEqual([['cara'], ['buat']]);
    // The whole search is still what a name is compared with.
    expect(planSearch('buat slide', synonyms).folded).toBe('buat slide');
  });

  it('takes the longest phrase of a group, in order', () => {
    const plan = planSearch('Video pendek resipi', synonyms);
    expect(plan.slots).toEqual([
      {
        own: ['video', 'pendek'],
        alternatives: [['video', 'pendek'], ['reel'], ['shorts']],
      },
      { own: ['resipi'], alternatives: [['resipi']] },
    ]);
    expect(planSearch('customer service', synonyms).slots[0]!.alternatives).toContainEqual([
      'jawab',
      'pelanggan',
    ]);
  });

  it('a search of nothing but symbols has no words', () => {
    expect(planSearch('!!! ???', synonyms)).toEqual({ folded: '', slots: [], widened: false });
  });
});

describe('the word-index queries', () => {
  const plan = planSearch('gambar prod', synonyms);

  it('SQLite FTS5: the kind, then every slot as prefixes, alternatives or-ed', () => {
    expect(ftsQuery('tool', plan, { scope: 'all', widened: true })).toBe(
      'kind : tool AND {name about body} : (("gambar"* OR "foto"* OR "imej"* OR "image"*) AND ("prod"*))',
    );
    expect(ftsQuery('prompt', plan, { scope: 'name', widened: false })).toBe(
      'kind : prompt AND {name} : (("gambar"*) AND ("prod"*))',
    );
  });

  it('PostgreSQL tsquery: prefixes, phrases in order (the scope is the vector searched)', () => {
    expect(tsQuery(plan, true)).toBe('(gambar:* | foto:* | imej:* | image:*) & (prod:*)');
    expect(tsQuery(plan, false)).toBe('(gambar:*) & (prod:*)');
    expect(tsQuery(planSearch('video pendek', synonyms), true)).toBe(
      '(video <-> pendek:* | reel:* | shorts:*)',
    );
  });
});
