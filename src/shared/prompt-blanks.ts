/**
 * Blanks in a prompt's text (issue 21): `${name}` or `${name:nilai lalai}`, the syntax of
 * prompts.chat, so prompts move between the two. The member fills them in before copying; the
 * admin's form shows what it found. No zod here: the prompt pages load this with their first
 * script.
 *
 * - `\${` is a literal `${` (the backslash is dropped).
 * - A name is trimmed and at most BLANK_NAME_MAX characters; the default is what follows the
 *   first `:`, trimmed. `${}` or `${:x}` has no name and stays as it is written.
 * - A `${` with no `}` after it stays as it is written (problem 'unclosed').
 * - A `${` inside a blank (`${a:${b}}`) is not a blank of its own: the outer `${` stays as it
 *   is written and the inner one is read as a blank (problem 'nested').
 * - A name used twice is one blank: one field, the same value in both places; its default is
 *   the first one given.
 */

export const BLANK_NAME_MAX = 40;
/** The most characters a member's value for one blank may have. */
export const BLANK_VALUE_MAX = 500;
/** The most blank values one save keeps (/api/me/prompt-blanks): more than any prompt has. */
export const BLANK_VALUES_PER_SAVE = 20;

export interface Blank {
  name: string;
  /** '' when the prompt gives none. */
  defaultValue: string;
}

/** Text as written, or the place of a blank (by its name). */
export type PromptPart = string | { blank: string };

export type BlankProblemKind = 'unclosed' | 'nested' | 'unnamed';

export interface BlankProblem {
  kind: BlankProblemKind;
  /** Where its `${` starts in the text. */
  at: number;
}

export interface ParsedPrompt {
  parts: PromptPart[];
  /** Each blank once, in the order they first appear. */
  blanks: Blank[];
  problems: BlankProblem[];
}

export function parseBlanks(text: string): ParsedPrompt {
  const parts: PromptPart[] = [];
  const blanks = new Map<string, Blank>();
  const problems: BlankProblem[] = [];
  let literal = '';
  const flush = () => {
    if (literal) parts.push(literal);
    literal = '';
  };

  let i = 0;
  while (i < text.length) {
    if (text.startsWith('\\${', i)) {
      literal += '${';
      i += 3;
      continue;
    }
    if (!text.startsWith('${', i)) {
      literal += text[i];
      i += 1;
      continue;
    }
    const end = text.indexOf('}', i + 2);
    if (end < 0) {
      problems.push({ kind: 'unclosed', at: i });
      literal += text.slice(i);
      break;
    }
    const inner = text.slice(i + 2, end);
    if (inner.includes('${')) {
      problems.push({ kind: 'nested', at: i });
      literal += '${';
      i += 2;
      continue;
    }
    const colon = inner.indexOf(':');
    const name = (colon < 0 ? inner : inner.slice(0, colon)).trim();
    const defaultValue = colon < 0 ? '' : inner.slice(colon + 1).trim();
    if (!name || name.length > BLANK_NAME_MAX) {
      problems.push({ kind: 'unnamed', at: i });
      literal += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    flush();
    parts.push({ blank: name });
    const known = blanks.get(name);
    if (!known) blanks.set(name, { name, defaultValue });
    else if (!known.defaultValue) known.defaultValue = defaultValue;
    i = end + 1;
  }
  flush();
  return { parts, blanks: [...blanks.values()], problems };
}

/**
 * The prompt's text with each blank filled: the member's value, else the blank's default, else
 * `[name]`, which an AI chat reads as a blank left to fill.
 */
export function fillBlanks(parsed: ParsedPrompt, values: Readonly<Record<string, string>>) {
  const defaults = new Map(parsed.blanks.map((b) => [b.name, b.defaultValue]));
  return parsed.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      // Own keys only: a blank named `toString` is not Object.prototype's.
      const given = Object.hasOwn(values, part.blank) ? values[part.blank] : undefined;
      const value = given?.trim() || defaults.get(part.blank);
      return value || `[${part.blank}]`;
    })
    .join('');
}

/** A blank's field label: `nama_perniagaan` → 'Nama perniagaan'. */
export function blankLabel(name: string) {
  const words = name.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('ms') + words.slice(1);
}
