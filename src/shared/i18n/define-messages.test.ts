import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue, messageArguments } from './compile-catalogue.js';
import {
  defineMessages,
  messageSourceOf,
  setLanguageResolver,
  setTranslator,
} from './define-messages.js';
import { installCatalogue } from './install-catalogue.js';
import type { InterfaceLanguage } from './languages.js';

let language: InterfaceLanguage = 'campur';
setLanguageResolver(() => language);

afterEach(() => {
  language = 'campur';
  setTranslator('ms', undefined);
  setTranslator('en', undefined);
});

const SAMPLE = defineMessages('SAMPLE', {
  title: 'Alat AI',
  nested: { save: 'Simpan', deep: { cancel: 'Batal' } },
  features: [
    ['Direktori', 'Lebih 50 alat'],
    ['Tutorial', 'Belajar'],
  ],
  count: (n: number) => `${n} alat`,
  named: (name: string, n: number) => `${name}: ${n}`,
  limit: 8,
});

describe('defineMessages', () => {
  it('gives the Campur wording while no catalogue is in use', () => {
    expect(SAMPLE.title).toBe('Alat AI');
    expect(SAMPLE.nested.deep.cancel).toBe('Batal');
    expect(SAMPLE.features.map((f) => f[0])).toEqual(['Direktori', 'Tutorial']);
    expect(SAMPLE.count(3)).toBe('3 alat');
    expect(SAMPLE.limit).toBe(8);
    expect(JSON.parse(JSON.stringify(SAMPLE))).toMatchObject({ title: 'Alat AI', limit: 8 });
  });

  it('reads the language in use each time a property is read, at any depth', () => {
    installCatalogue(
      'en',
      compileCatalogue({
        'SAMPLE.title': 'AI tools',
        'SAMPLE.nested.deep.cancel': 'Cancel',
        'SAMPLE.features.1.0': 'Tutorials',
        'SAMPLE.count': '{0, plural, one {# tool} other {# tools}}',
        'SAMPLE.named': '{1} for {0}',
      }),
    );
    language = 'en';
    expect(SAMPLE.title).toBe('AI tools');
    expect(SAMPLE.nested.deep.cancel).toBe('Cancel');
    expect(SAMPLE.features[1]![0]).toBe('Tutorials');
    expect(SAMPLE.count(1)).toBe('1 tool');
    expect(SAMPLE.count(4)).toBe('4 tools');
    expect(SAMPLE.named('Ali', 2)).toBe('2 for Ali');
    // A gap falls back to Campur.
    expect(SAMPLE.nested.save).toBe('Simpan');
    expect(SAMPLE.features[0]![1]).toBe('Lebih 50 alat');
    language = 'campur';
    expect(SAMPLE.title).toBe('Alat AI');
    expect(SAMPLE.count(4)).toBe('4 alat');
  });

  it('keeps each language apart and falls back when a language has no catalogue', () => {
    installCatalogue('ms', compileCatalogue({ 'SAMPLE.title': 'Alat kecerdasan buatan' }));
    language = 'en';
    expect(SAMPLE.title).toBe('Alat AI');
    language = 'ms';
    expect(SAMPLE.title).toBe('Alat kecerdasan buatan');
  });

  it('keeps its id and Campur object for the catalogue check', () => {
    const source = messageSourceOf(SAMPLE);
    expect(source?.id).toBe('SAMPLE');
    expect((source?.campur as { title: string }).title).toBe('Alat AI');
    expect(messageSourceOf({ title: 'x' })).toBeUndefined();
    expect(Object.keys(SAMPLE)).toEqual(['title', 'nested', 'features', 'count', 'named', 'limit']);
  });
});

describe('compileCatalogue', () => {
  it('names the id of a malformed entry', () => {
    expect(() => compileCatalogue({ 'SAMPLE.count': '{0, plural, one {# tool}' })).toThrow(
      /SAMPLE\.count/,
    );
  });

  it('lists the arguments a message uses, inside plurals too', () => {
    const { a, b } = compileCatalogue({
      a: '{0, plural, one {# tool of {1}} other {# tools}}',
      b: 'Plain',
    });
    expect([...messageArguments(a!)].sort()).toEqual(['0', '1']);
    expect(messageArguments(b!).size).toBe(0);
  });
});
