// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { suggestionGroups } from './search-suggestions';
import { replaceSession, sessionQueryOptions } from './session';
import { testMember } from './test-render';

beforeEach(() => localStorage.clear());

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const storedKeys = () =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();

describe('recent searches', () => {
  it('keeps the newest 10 of a member, newest first, each once whatever its case', () => {
    for (let i = 1; i <= 12; i++) rememberSearch('ali', `cari ${i}`);
    rememberSearch('ali', '  CARI 5 ');
    const kept = readRecentSearches('ali');
    expect(kept).toHaveLength(10);
    expect(kept.slice(0, 3)).toEqual(['CARI 5', 'cari 12', 'cari 11']);
    expect(kept.filter((s) => s.toLowerCase() === 'cari 5')).toHaveLength(1);
    expect(kept).not.toContain('cari 2');
    expect(stored('recent-searches:ali')).toEqual(kept);
  });

  it('keeps each member’s own under "recent-searches:<member id>"', () => {
    rememberSearch('ali', 'video');
    rememberSearch('bakar', 'audio');
    expect(readRecentSearches('ali')).toEqual(['video']);
    expect(readRecentSearches('bakar')).toEqual(['audio']);
    expect(readRecentSearches('chong')).toEqual([]);
    expect(storedKeys()).toEqual(['recent-searches:ali', 'recent-searches:bakar']);
  });

  it('offers a visitor nothing and remembers nothing of theirs', () => {
    rememberSearch('ali', 'video');
    expect(readRecentSearches(null)).toEqual([]);
    expect(rememberSearch(null, 'audio')).toEqual([]);
    expect(storedKeys()).toEqual(['recent-searches:ali']);
    expect(readRecentSearches('ali')).toEqual(['video']);
  });

  it('never offers the old shared list, and drops it on the first read', () => {
    localStorage.setItem('recent-searches', JSON.stringify(['rahsia orang lain']));
    expect(readRecentSearches('ali')).toEqual([]);
    expect(localStorage.getItem('recent-searches')).toBeNull();
    localStorage.setItem('recent-searches', JSON.stringify(['rahsia orang lain']));
    expect(readRecentSearches(null)).toEqual([]);
    expect(localStorage.getItem('recent-searches')).toBeNull();
    expect(rememberSearch('ali', 'video')).toEqual(['video']);
  });

  it('ignores empty searches and tolerates anything unreadable in storage', () => {
    expect(rememberSearch('ali', '   ')).toEqual([]);
    localStorage.setItem('recent-searches:ali', '{not json');
    expect(readRecentSearches('ali')).toEqual([]);
    localStorage.setItem('recent-searches:ali', '{"a":1}');
    expect(readRecentSearches('ali')).toEqual([]);
    localStorage.setItem('recent-searches:ali', '["video", 3, null, ""]');
    expect(readRecentSearches('ali')).toEqual(['video']);
    expect(rememberSearch('ali', 'audio')).toEqual(['audio', 'video']);
  });

  it('forgets every member’s and the old shared list, and nothing else', () => {
    rememberSearch('ali', 'video');
    rememberSearch('bakar', 'audio');
    localStorage.setItem('recent-searches', '["lama"]');
    localStorage.setItem('recent-searches-other', '["x"]');
    localStorage.setItem('favorites', '["t1"]');
    forgetRecentSearches();
    expect(storedKeys()).toEqual(['favorites', 'recent-searches-other']);
  });
});

describe('recent searches at the end of a session', () => {
  const withSearches = () => {
    rememberSearch(testMember.id, 'video');
    localStorage.setItem('recent-searches', '["lama"]');
    localStorage.setItem('favorites', '["t1"]');
  };

  it('are forgotten when the session is replaced: logout and sign-in', () => {
    for (const next of [null, { ...testMember, id: 'other' }]) {
      withSearches();
      replaceSession(new QueryClient(), next);
      expect(storedKeys()).toEqual(['favorites']);
    }
  });

  it('are forgotten when a 401 says the session is gone', async () => {
    withSearches();
    const client = createQueryClient();
    client.setQueryData(sessionQueryOptions.queryKey, { user: testMember });
    await client
      .fetchQuery({
        queryKey: ['tools'],
        queryFn: async () => {
          throw new ApiError(401, 'unauthenticated', 'gagal');
        },
      })
      .catch(() => {});
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: null });
    expect(storedKeys()).toEqual(['favorites']);
  });
});

describe('suggestionGroups', () => {
  const recent = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];

  it('shows 5 recent searches, 5 popular tools and 5 popular categories', () => {
    expect(suggestionGroups('', recent)).toEqual([
      { kind: 'recent', items: ['r1', 'r2', 'r3', 'r4', 'r5'] },
      { kind: 'tool', items: ['ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Midjourney'] },
      { kind: 'category', items: ['Writing', 'Design', 'Marketing', 'Productivity', 'Research'] },
    ]);
  });

  it('filters by what is typed, in any case, and offers a name once', () => {
    expect(suggestionGroups(' CO ', ['copy deck', 'claude'])).toEqual([
      { kind: 'recent', items: ['copy deck'] },
      { kind: 'tool', items: ['Copilot'] },
      { kind: 'category', items: ['Coding'] },
    ]);
    expect(suggestionGroups('cla', ['claude'])).toEqual([{ kind: 'recent', items: ['claude'] }]);
    expect(suggestionGroups('zzz', recent)).toEqual([]);
  });
});
