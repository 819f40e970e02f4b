import {
  PRICING,
  TUTORIAL_DIFFICULTIES,
  VIDEO_LANGUAGES,
  WORKFLOW_DIFFICULTIES,
} from './constants.js';
import { FILTER_MAX, SEARCH_MAX } from './limits.js';

// How a member list's page reads its filters from its address (?q=…&category=…), without zod:
// the list pages load without it (docs/architecture.md#first-paint). Each rule takes a value
// as the list's zod query on the server does (`listQuery`, `optionalFilter`, `savedOnly` in
// api.ts) and gives nothing for a value the server would refuse or treat as no filter;
// list-filters.test.ts holds the two to the same answers.

/** One filter: the value the list asks for, or nothing (no filter). */
export type FilterRule<T extends string = string> = (raw: string) => T | undefined;

/** The search words: trimmed; nothing when blank or longer than the server takes. */
export const searchRule: FilterRule = (raw) => {
  const value = raw.trim();
  return value && value.length <= SEARCH_MAX ? value : undefined;
};

/** A choice ('all' or nothing is no filter), one of `values` when they are given. */
export function choiceRule<T extends string>(values?: readonly T[]): FilterRule<T> {
  return (raw) => {
    const value = raw.trim();
    if (!value || value.length > FILTER_MAX || value.toLowerCase() === 'all') return undefined;
    if (values && !values.includes(value as T)) return undefined;
    return value as T;
  };
}

/** 'Disimpan sahaja' (saved=1). */
export const savedRule: FilterRule<'1' | 'true'> = (raw) =>
  raw === '1' || raw === 'true' ? raw : undefined;

export const TOOL_FILTERS = {
  q: searchRule,
  category: choiceRule(),
  pricing: choiceRule(PRICING),
  saved: savedRule,
};
export const TUTORIAL_FILTERS = {
  q: searchRule,
  category: choiceRule(),
  difficulty: choiceRule(TUTORIAL_DIFFICULTIES),
  videoLanguage: choiceRule(VIDEO_LANGUAGES),
  saved: savedRule,
};
export const WORKFLOW_FILTERS = {
  q: searchRule,
  category: choiceRule(),
  difficulty: choiceRule(WORKFLOW_DIFFICULTIES),
  saved: savedRule,
};
export const PROMPT_FILTERS = {
  q: searchRule,
  category: choiceRule(),
  tool: choiceRule(),
  saved: savedRule,
};
