import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { checkCatalogues, describeMissing, leavesOf, sourceFiles } from './catalogue-check.js';
import { defineMessages } from '../../shared/i18n/define-messages.js';

// docs/decisions/051-interface-languages-with-lingui.md: every id of every message source has an
// entry in ms and in en, every entry names an id, and its arguments are the function's.
// `npm run i18n:missing` writes the gaps to I18N_MISSING_OUT.

const SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

describe('the interface catalogues', () => {
  it('have an entry for every message, and nothing else', { timeout: 120_000 }, async () => {
    const modules: Record<string, Record<string, unknown>> = {};
    for (const file of sourceFiles(SRC)) modules[file] = await import(/* @vite-ignore */ file);
    const { missing, wrong, ids } = checkCatalogues(SRC, modules);
    const gaps = describeMissing(missing);
    if (process.env.I18N_MISSING_OUT) {
      fs.writeFileSync(process.env.I18N_MISSING_OUT, [gaps, ...wrong].filter(Boolean).join('\n'));
    }
    expect(ids).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    expect(gaps, 'ids with no entry (npm run i18n:missing lists them)').toBe('');
  });

  it('list every leaf of a message object with its parameters', () => {
    expect(
      leavesOf('X', { a: 'A', b: { c: ['C0', (n: number, m: string) => `${n}${m}`] }, n: 3 }),
    ).toEqual([
      { id: 'X.a', arity: null },
      { id: 'X.b.c.0', arity: null },
      { id: 'X.b.c.1', arity: 2 },
    ]);
  });
});

describe('the catalogue check', () => {
  it('names gaps per file, entries naming no id, misplaced entries and arguments that do not fit', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
    const file = path.join(src, 'web/features/x/messages.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "defineMessages('X_MESSAGES', …)");
    const X_MESSAGES = defineMessages('X_MESSAGES', {
      title: 'Tajuk',
      count: (n: number, what: string) => `${n} ${what}`,
      list: ['Satu', 'Dua'],
    });
    const write = (language: string, name: string, entries: object) => {
      fs.mkdirSync(path.join(src, 'locales', language), { recursive: true });
      fs.writeFileSync(path.join(src, 'locales', language, name), JSON.stringify(entries));
    };
    write('ms', 'web.features.x.messages.json', {
      'X_MESSAGES.title': 'Tajuk',
      'X_MESSAGES.count': '{0} {1}',
      'X_MESSAGES.list.0': 'Satu',
      'X_MESSAGES.list.1': 'Dua',
    });
    write('en', 'web.features.x.messages.json', {
      'X_MESSAGES.title': 'Title',
      'X_MESSAGES.count': '{0, plural, one {# thing} other {# things}} {2}',
      'X_MESSAGES.gone': 'Gone',
    });
    write('en', 'web.other.json', { 'X_MESSAGES.list.0': 'One' });
    try {
      const { missing, wrong, ids } = checkCatalogues(src, { [file]: { X_MESSAGES } });
      expect(ids).toBe(4);
      expect(missing.ms).toEqual({});
      expect(missing.en).toEqual({ 'web.features.x.messages.json': ['X_MESSAGES.list.1'] });
      expect(describeMissing(missing)).toBe(
        'en/web.features.x.messages.json (1):\n  X_MESSAGES.list.1',
      );
      expect(wrong.sort()).toEqual([
        'en/web.features.x.messages.json: X_MESSAGES.count takes {0}, {1}; unknown {2}; unused {1}',
        'en/web.features.x.messages.json: X_MESSAGES.gone names no message',
        'en/web.other.json: X_MESSAGES.list.0 belongs in web.features.x.messages.json',
      ]);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
