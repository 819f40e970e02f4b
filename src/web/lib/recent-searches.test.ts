// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { suggestionGroups } from './search-suggestions';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest 10 under "recent-searches", newest first, each once whatever its case', () => {
    for (let i = 1; i <= 12; i++) rememberSearch(`cari ${i}`);
    rememberSearch('  CARI 5 ');
    const kept = readRecentSearches();
    expect(kept).toHaveLength(10);
    expect(kept.slice(0, 3)).toEqual(['CARI 5', 'cari 12', 'cari 11']);
    expect(kept.filter((s) => s.toLowerCase() === 'cari 5')).toHaveLength(1);
    expect(kept).not.toContain('cari 2');
    expect(JSON.parse(localStorage.getItem('recent-searches') ?? '')).toEqual(kept);
  });

  it('ignores empty searches and tolerates anything unreadable in storage', () => {
    expect(rememberSearch('   ')).toEqual([]);
    localStorage.setItem('recent-searches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recent-searches', '{"a":1}');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recent-searches', '["video", 3, null, ""]');
    expect(readRecentSearches()).toEqual(['video']);
    expect(rememberSearch('audio')).toEqual(['audio', 'video']);
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
