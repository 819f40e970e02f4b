import { describe, expect, it } from 'vitest';
import { holdsInvalidText, isInvalidText } from './input-guard.js';

// Issues 16 and 31: the one rule for text no field takes, used by the input guard (query,
// parameters, body) and by the content imports (features/transfer/format.ts).

describe('isInvalidText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udfffb'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['a pair the wrong way round', '\ude00\ud83d'],
  ])('refuses %s', (_, text) => {
    expect(isInvalidText(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Produktiviti'],
    ['an emoji (a whole pair)', 'AI \u{1F600}'],
    ['Malay, Chinese and Tamil', 'Alat AI 人工智能 செயற்கை'],
    ['the replacement character', '\ufffd'],
    ['empty', ''],
  ])('lets %s through', (_, text) => {
    expect(isInvalidText(text)).toBe(false);
  });
});

describe('holdsInvalidText', () => {
  it('looks in strings, keys and lists, as deep as it is told', () => {
    expect(holdsInvalidText({ name: 'ok', tags: ['a', 'b\ud800'] })).toBe(true);
    expect(holdsInvalidText({ ['k\udc00']: 1 })).toBe(true);
    expect(holdsInvalidText({ q: 'a\u0000' })).toBe(true);
    expect(holdsInvalidText({ name: 'ok', n: 3, on: true, none: null })).toBe(false);
    const deep = { a: { b: { c: 'x\ud800' } } };
    expect(holdsInvalidText(deep, 2)).toBe(true);
    expect(holdsInvalidText(deep, 1)).toBe(false);
  });
});
