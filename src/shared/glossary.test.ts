/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import {
  WORDS,
  categoryLabel,
  countOf,
  difficultyLabel,
  favoriteLabel,
  moreTools,
  showingCount,
} from './glossary.js';
import { PROMPT_CATEGORIES, TOOL_CATEGORIES } from './constants.js';
import { WORKFLOW_DIFFICULTIES } from './workflows.js';

describe('the glossary helpers (issue 20)', () => {
  it('names every shipped category in Malay and leaves an admin’s own as it is', () => {
    expect(TOOL_CATEGORIES.map(categoryLabel)).toEqual([
      'Penulisan',
      'Reka Bentuk',
      'Pemasaran',
      'Produktiviti',
      'Penyelidikan',
      'Pengaturcaraan',
      'Audio',
      'Video',
      'Automasi',
      'Ejen AI',
    ]);
    expect(categoryLabel('Business')).toBe('Perniagaan');
    // Every category the product ships has a Malay name, prompts' Business too.
    for (const name of new Set([...TOOL_CATEGORIES, ...PROMPT_CATEGORIES])) {
      expect(categoryLabel(name), name).not.toBe('');
    }
    // Stored names are matched as the categories table matches them: case and ends aside.
    expect(categoryLabel(' writing ')).toBe('Penulisan');
    expect(categoryLabel('Fotografi AI')).toBe('Fotografi AI');
    expect(categoryLabel('')).toBe('');
  });

  it('says a workflow’s difficulty with the tutorials’ Malay words, and free text as it is', () => {
    expect(WORKFLOW_DIFFICULTIES.map(difficultyLabel)).toEqual([
      'Pemula',
      'Pertengahan',
      'Lanjutan',
    ]);
    expect(['Pemula', 'Pertengahan', 'Lanjutan'].map(difficultyLabel)).toEqual([
      'Pemula',
      'Pertengahan',
      'Lanjutan',
    ]);
    expect(difficultyLabel('beginner')).toBe('Pemula');
    expect(difficultyLabel('Sederhana')).toBe('Sederhana');
  });

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
    expect([1, 2].map(moreTools)).toEqual(['+1 more tool', '+2 more tools']);
  });

  it('gives every favourite button one name', () => {
    expect(favoriteLabel('ChatGPT')).toBe('Kegemaran: ChatGPT');
  });
});

// ---------------------------------------------------------------------------------------------
// No product message says it the old way. Every member-facing wording lives in a message module:
// the SPA's messages.ts files, the shared contracts' message objects and the mail templates.

/** Words the glossary replaced, each with the one it replaced them by. */
const BANNED: { word: RegExp; use: string }[] = [
  { word: /\bemail\b/i, use: `${WORDS.email}, or ${WORDS.emailLabel} to start a label` },
  { word: /kemaskini/i, use: WORDS.update },
  { word: /\bLive Class\b|Kelas Langsung|\bKelas live\b/, use: WORDS.liveClass },
  { word: /\bAI Tools\b/, use: WORDS.aiTools },
];

/**
 * The product's own strings (docs/product.md#errors-and-messages), which stay exactly as written
 * even where they say it the old way ({…} stands for what is filled in). Nothing else belongs here: a wording of our own takes the
 * glossary's word instead.
 */
const PRODUCT_STRINGS = [
  // Sign-in and validation (docs/product.md#sign-in-and-sessions).
  'Please enter both email/username and password.',
  'Invalid email or password.',
  'Invalid email address',
  // Password reset screens (tabs), profile and password (docs/product.md#password-reset-and-recovery).
  'Reset by Email',
  'Find Email',
  'Error retrieving email. Please try again.',
  'No account found with that username or no email associated.',
  // Registration success (docs/product.md#accounts-and-approval).
  'Butiran anda akan dihantar ke email',
  // Admin: create user (docs/product.md#admin-panel).
  'Email already registered',
  'User created but email could not be sent',
  'User account created and welcome email sent',
  // Profile toasts and favourite remarks (Malay, with the product's 'dikemaskini').
  'Profil berjaya dikemaskini',
  'Gagal mengemaskini profil: {message}',
  'Catatan dikemaskini',
  'Gagal mengemaskini catatan',
  'Ralat berlaku semasa mengemaskini catatan',
  // /tools and the admin statistic cards: 'AI Tools'; /showcase: 'All AI Tools' (docs/product.md#tools).
  'AI Tools',
  'All AI Tools',
];

const asPattern = (spec: string) =>
  new RegExp(`^${spec.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '.*')}$`, 's');
const ALLOWED = PRODUCT_STRINGS.map(asPattern);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

/** A wording function's text: called with numbers (counts), else with words. */
function rendered(fn: (...args: unknown[]) => unknown): unknown {
  for (const arg of [1, 'x']) {
    try {
      return fn(...Array<unknown>(Math.max(fn.length, 1)).fill(arg));
    } catch {
      // Try the next kind of argument.
    }
  }
  return undefined;
}

/** Every string a value holds, with where it is: strings, plain objects, arrays, wording functions. */
function* stringsOf(
  value: unknown,
  at: string,
  seen = new WeakSet<object>(),
): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (typeof value === 'function') {
    yield* stringsOf(rendered(value as (...args: unknown[]) => unknown), `${at}()`, seen);
  } else if (isPlain(value) && !seen.has(value)) {
    seen.add(value);
    for (const [key, v] of Object.entries(value)) yield* stringsOf(v, `${at}.${key}`, seen);
  }
}

type Module = Record<string, unknown>;

// Read by Vite's glob at test time, so the type checks of the SPA and of the server (whose
// mailer needs Node) each see none of the other's files.
const WEB_MESSAGES = import.meta.glob<Module>('../web/**/messages.ts', { eager: true });
const SHARED = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });
const MAIL = import.meta.glob<Module>('../server/mail/templates.ts', { eager: true });

interface Mail {
  subject: string;
  text: string;
}

function productStrings(): [string, string][] {
  const found: [string, string][] = [];
  // The SPA's wording: every export of every messages.ts, wording functions called.
  for (const [file, module] of Object.entries(WEB_MESSAGES)) {
    for (const [name, value] of Object.entries(module)) {
      found.push(...stringsOf(value, `${file} ${name}`));
    }
  }
  // The shared contracts' wording: their exported strings and plain objects (message objects,
  // labels), not their schemas or helpers.
  for (const [file, module] of Object.entries(SHARED)) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'string' || isPlain(value)) {
        found.push(...stringsOf(value, `${file} ${name}`));
      }
    }
  }
  // The mails, as a member receives them.
  const opts = {
    username: 'siti',
    appUrl: 'https://hab.contoh.my',
    link: 'https://hab.contoh.my/reset-password#token',
    newEmail: 'baru@contoh.my',
  };
  for (const [file, module] of Object.entries(MAIL)) {
    for (const [name, template] of Object.entries(module)) {
      if (typeof template !== 'function') continue;
      const { subject, text } = (template as (to: string, o: typeof opts) => Mail)(
        'siti@contoh.my',
        opts,
      );
      found.push([`${file} ${name}.subject`, subject]);
      for (const line of text.split('\n')) found.push([`${file} ${name}`, line]);
    }
  }
  return found;
}

describe('one glossary everywhere (issue 20)', () => {
  it('finds no word the glossary replaced outside the product’s own strings', () => {
    const strings = productStrings();
    // The scan reaches the modules it means to (a broken glob would pass on nothing).
    expect(Object.keys(WEB_MESSAGES).length).toBeGreaterThan(25);
    expect(Object.keys(MAIL)).toHaveLength(1);
    expect(strings.length).toBeGreaterThan(500);

    const offending = strings.flatMap(([at, text]) =>
      BANNED.filter(({ word }) => word.test(text))
        .filter(() => !ALLOWED.some((allowed) => allowed.test(text)))
        .map(({ use }) => `${at}: '${text}' (say '${use}')`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps every product string it allows in use, so the list does not outlive them', () => {
    const texts = productStrings().map(([, text]) => text);
    const unused = PRODUCT_STRINGS.filter((spec) => !texts.some((t) => asPattern(spec).test(t)));
    expect(unused).toEqual([]);
  });
});
