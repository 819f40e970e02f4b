import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The catalogues on their own (docs/product.md#languages-and-glossary): every file parses, every
// entry compiles, and Bahasa Melayu and English hold the same ids with the same arguments. That
// each id names a message of the code is checked against the sources, apart (src/shared/i18n).

const LOCALES = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['ms', 'en'] as const;

type Catalogue = Record<string, unknown>;

function filesOf(language: string): string[] {
  return readdirSync(`${LOCALES}${language}`)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function read(language: string, file: string): Catalogue {
  return JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')) as Catalogue;
}

type Compiled = ReturnType<typeof compileMessage>;

/** The names of the arguments a compiled message reads ('0', '1' …), with their kind. */
function argumentsOf(compiled: Compiled, into = new Set<string>()): Set<string> {
  if (typeof compiled === 'string') return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, format, options] = token as [string, string?, Record<string, Compiled>?];
    into.add(
      format && format !== 'plural' && format !== 'selectordinal' ? `${name}:${format}` : name,
    );
    for (const branch of Object.values(options ?? {})) {
      if (typeof branch === 'string' || Array.isArray(branch)) argumentsOf(branch, into);
    }
  }
  return into;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('interface catalogues', () => {
  it('has the same files in every language, at least one', () => {
    expect(filesOf('ms').length).toBeGreaterThan(0);
    expect(filesOf('en')).toEqual(filesOf('ms'));
  });

  for (const language of LANGUAGES) {
    it(`${language}: every file is a flat object of ICU strings that compile`, () => {
      const problems: string[] = [];
      for (const file of filesOf(language)) {
        const catalogue = read(language, file);
        expect(catalogue && typeof catalogue === 'object' && !Array.isArray(catalogue)).toBe(true);
        for (const [id, message] of Object.entries(catalogue)) {
          if (typeof message !== 'string' || message.trim() === '') {
            problems.push(`${file} ${id}: not a message`);
            continue;
          }
          try {
            compileMessage(message);
          } catch (error) {
            problems.push(`${file} ${id}: ${String(error).split('\n')[0]}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${language}: an id lives in one file only`, () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const file of filesOf(language)) {
        for (const id of Object.keys(read(language, file))) {
          const first = seen.get(id);
          if (first) twice.push(`${id} in ${first} and ${file}`);
          seen.set(id, file);
        }
      }
      expect(twice).toEqual([]);
    });
  }

  it('Bahasa Melayu and English hold the same ids, reading the same arguments', () => {
    const problems: string[] = [];
    for (const file of filesOf('ms')) {
      const ms = read('ms', file);
      const en = read('en', file);
      expect(sorted(Object.keys(en)), file).toEqual(sorted(Object.keys(ms)));
      for (const [id, message] of Object.entries(ms)) {
        if (typeof message !== 'string' || typeof en[id] !== 'string') continue;
        const msArgs = sorted(argumentsOf(compileMessage(message)));
        const enArgs = sorted(argumentsOf(compileMessage(en[id] as string)));
        if (msArgs.join() !== enArgs.join()) {
          problems.push(`${file} ${id}: ms {${msArgs.join()}} en {${enArgs.join()}}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads a message’s arguments through plurals and selects', () => {
    expect(
      sorted(argumentsOf(compileMessage('{0, plural, one {# alat} other {{1} alat}}'))),
    ).toEqual(['0', '1']);
    expect(sorted(argumentsOf(compileMessage('Salin {0}')))).toEqual(['0']);
  });

  it('lists the words a Bahasa Melayu page may show as they are', () => {
    const words = JSON.parse(readFileSync(`${LOCALES}brand-words.json`, 'utf8')) as unknown;
    expect(Array.isArray(words)).toBe(true);
    const list = words as unknown[];
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every((word) => typeof word === 'string' && word.trim() === word && word !== ''),
    ).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });
});
