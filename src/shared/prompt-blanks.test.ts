import { describe, expect, it } from 'vitest';
import { blankLabel, fillBlanks, parseBlanks } from './prompt-blanks.js';

describe('parseBlanks', () => {
  it('reads ${name} and ${name:default}, trimmed, in the order they appear', () => {
    const parsed = parseBlanks('Tulis iklan untuk ${ produk } bagi ${audiens: ibu bapa muda }.');
    expect(parsed.blanks).toEqual([
      { name: 'produk', defaultValue: '' },
      { name: 'audiens', defaultValue: 'ibu bapa muda' },
    ]);
    expect(parsed.parts).toEqual([
      'Tulis iklan untuk ',
      { blank: 'produk' },
      ' bagi ',
      { blank: 'audiens' },
      '.',
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('keeps everything after the first colon as the default', () => {
    expect(parseBlanks('${masa:9:00 pagi}').blanks).toEqual([
      { name: 'masa', defaultValue: '9:00 pagi' },
    ]);
  });

  it('makes a name used twice one blank, with the first default given', () => {
    const parsed = parseBlanks('${nama} dan ${nama:Ali} dan ${nama:Abu}');
    expect(parsed.blanks).toEqual([{ name: 'nama', defaultValue: 'Ali' }]);
    expect(fillBlanks(parsed, { nama: 'Siti' })).toBe('Siti dan Siti dan Siti');
  });

  it('reads \\${ as a literal ${', () => {
    const parsed = parseBlanks('Harga: \\${harga} dan ${harga}');
    expect(parsed.blanks).toEqual([{ name: 'harga', defaultValue: '' }]);
    expect(fillBlanks(parsed, { harga: 'RM10' })).toBe('Harga: ${harga} dan RM10');
  });

  it('leaves an unclosed ${ as written, and says where it is', () => {
    const text = 'Nama: ${nama} dan ${tempat';
    const parsed = parseBlanks(text);
    expect(parsed.blanks.map((b) => b.name)).toEqual(['nama']);
    expect(parsed.problems).toEqual([{ kind: 'unclosed', at: text.lastIndexOf('${') }]);
    expect(fillBlanks(parsed, { nama: 'Ali' })).toBe('Nama: Ali dan ${tempat');
  });

  it('does not nest: the outer ${ stays as written, the inner blank is read', () => {
    const parsed = parseBlanks('${a:${b}}');
    expect(parsed.problems).toEqual([{ kind: 'nested', at: 0 }]);
    expect(parsed.blanks).toEqual([{ name: 'b', defaultValue: '' }]);
    expect(fillBlanks(parsed, { b: 'x' })).toBe('${a:x}');
  });

  it('leaves a blank with no name, or one too long, as written', () => {
    const long = 'n'.repeat(41);
    const parsed = parseBlanks(`\${} \${:lalai} \${${long}}`);
    expect(parsed.blanks).toEqual([]);
    expect(parsed.problems.map((p) => p.kind)).toEqual(['unnamed', 'unnamed', 'unnamed']);
    expect(fillBlanks(parsed, {})).toBe(`\${} \${:lalai} \${${long}}`);
  });

  it('finds nothing in a prompt without blanks, a lone $ or braces included', () => {
    expect(parseBlanks('Harga $5 {tetap} $')).toEqual({
      parts: ['Harga $5 {tetap} $'],
      blanks: [],
      problems: [],
    });
    expect(parseBlanks('')).toEqual({ parts: [], blanks: [], problems: [] });
  });
});

describe('fillBlanks', () => {
  it("uses the member's value, else the default, else [name]", () => {
    const parsed = parseBlanks('${produk} untuk ${audiens:remaja} dengan nada ${nada}');
    expect(fillBlanks(parsed, { produk: ' Kopi ', nada: '  ' })).toBe(
      'Kopi untuk remaja dengan nada [nada]',
    );
  });
});

describe('blanks named as object properties', () => {
  it('fills ${toString} and ${constructor} like any other blank', () => {
    const parsed = parseBlanks('${toString} dan ${constructor:lalai}');
    expect(fillBlanks(parsed, {})).toBe('[toString] dan lalai');
    expect(fillBlanks(parsed, { toString: 'Satu' })).toBe('Satu dan lalai');
  });
});

describe('blankLabel', () => {
  it('turns a name into a label', () => {
    expect(blankLabel('nama_perniagaan')).toBe('Nama perniagaan');
    expect(blankLabel('target-audiens')).toBe('Target audiens');
    expect(blankLabel('produk')).toBe('Produk');
  });
});
