import { foldText, foldedSearch, searchWords } from '../../../shared/search.js';

// How a search is read (docs/product.md#search-everything): its words folded, everyday filler
// left out, and each word or phrase that is in a synonym group widened to the whole group.

/**
 * Words a learner puts around what they look for ("buat slide", "cara guna ChatGPT"): left out,
 * unless the search is nothing else.
 */
const FILLER = new Set([
  'buat',
  'membuat',
  'cara',
  'untuk',
  'nak',
  'hendak',
  'mahu',
  'yang',
  'dan',
  'atau',
  'dengan',
  'saya',
  'aku',
  'kita',
  'macam',
  'mana',
  'bagaimana',
  'guna',
  'menggunakan',
  'apa',
  'ke',
  'di',
  'dari',
  'daripada',
  'ini',
  'itu',
  'boleh',
  'how',
  'to',
  'the',
  'a',
  'an',
  'for',
  'make',
  'create',
  'with',
  'of',
  'in',
  'my',
  'using',
  'use',
]);

/** The longest synonym phrase looked for, in words. */
const PHRASE_MAX = 4;

/** One place of the search: the searcher's own word (or phrase), and what it may also be. */
export interface SearchSlot {
  own: string[];
  /** Words or phrases (each a list of words), the own one first. */
  alternatives: string[][];
}

export interface SearchPlan {
  /** The whole search folded: what a name is compared with. */
  folded: string;
  /** Every slot must match (each by one of its alternatives), as a word prefix. */
  slots: SearchSlot[];
  /** Whether any slot has more than its own words. */
  widened: boolean;
}

/** The synonym groups, folded: for each word or phrase, everything it may also be. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

/** Builds the lookup from the admin's groups (each a list of words or phrases as written). */
export function synonymIndex(groups: readonly (readonly string[])[]): SynonymIndex {
  const index = new Map<string, Set<string>>();
  for (const group of groups) {
    const terms = [...new Set(group.map(foldText).filter(Boolean))];
    for (const term of terms) {
      const alternatives = index.get(term) ?? new Set<string>();
      terms.forEach((t) => alternatives.add(t));
      index.set(term, alternatives);
    }
  }
  return new Map([...index].map(([term, set]) => [term, [...set]]));
}

export function planSearch(q: string, synonyms: SynonymIndex): SearchPlan {
  const all = searchWords(q);
  const meaningful = all.filter((w) => !FILLER.has(w));
  const words = meaningful.length > 0 ? meaningful : all;
  const slots: SearchSlot[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let slot: SearchSlot = { own: [words[i]!], alternatives: [[words[i]!]] };
    for (let n = Math.min(PHRASE_MAX, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n);
      const alternatives = synonyms.get(phrase.join(' '));
      if (!alternatives) continue;
      const own = phrase.join(' ');
      slot = {
        own: phrase,
        alternatives: [phrase, ...alternatives.filter((a) => a !== own).map((a) => a.split(' '))],
      };
      taken = n;
      break;
    }
    slots.push(slot);
    i += taken;
  }
  return {
    folded: foldedSearch(q),
    slots,
    widened: slots.some((s) => s.alternatives.length > 1),
  };
}
