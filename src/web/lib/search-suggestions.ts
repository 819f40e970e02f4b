import { TOOL_CATEGORIES } from '@shared/constants';

// What the list pages' search boxes suggest (docs/product.md#search-suggestions "Search suggestions"): the recent
// searches and fixed lists of 10 popular tool names and categories, 5 of each shown.
export const POPULAR_TOOLS = [
  'ChatGPT',
  'Claude',
  'Gemini',
  'Copilot',
  'Midjourney',
  'Canva',
  'Perplexity',
  'Notion AI',
  'Grammarly',
  'ElevenLabs',
] as const;
export const POPULAR_CATEGORIES = TOOL_CATEGORIES;
export const SUGGESTIONS_SHOWN = 5;

export type SuggestionKind = 'recent' | 'tool' | 'category';
export interface SuggestionGroup {
  kind: SuggestionKind;
  items: string[];
}

/**
 * The groups with suggestions containing `typed` (any case), 5 at most in each; a name already
 * offered by an earlier group is not offered again. Popular categories are offered only among
 * `categories`, the ones the list can filter by (none when it has no category filter).
 */
export function suggestionGroups(
  typed: string,
  recent: readonly string[],
  categories: readonly string[] = POPULAR_CATEGORIES,
): SuggestionGroup[] {
  const q = typed.trim().toLowerCase();
  const offered = new Set<string>();
  const pick = (list: readonly string[]) => {
    const items = list
      .filter((s) => s.toLowerCase().includes(q) && !offered.has(s.toLowerCase()))
      .slice(0, SUGGESTIONS_SHOWN);
    items.forEach((s) => offered.add(s.toLowerCase()));
    return items;
  };
  const groups: SuggestionGroup[] = [
    { kind: 'recent', items: pick(recent) },
    { kind: 'tool', items: pick(POPULAR_TOOLS) },
    { kind: 'category', items: pick(POPULAR_CATEGORIES.filter((c) => categories.includes(c))) },
  ];
  return groups.filter((g) => g.items.length > 0);
}
