import { describe, expect, it } from 'vitest';
import { logoTypeOf } from './logos.js';

// docs/decisions/043-logos-stored-and-served-by-us.md: a logo's kind is read from its bytes; an
// SVG is known by how it begins, read in one pass, and refused when it holds active content.

const text = (value: string) => new TextEncoder().encode(value);

describe('logoTypeOf', () => {
  it('knows an SVG after a byte-order mark, a declaration, comments and a doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY x "y>"> ]>' +
      '<!-- b --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>';
    expect(logoTypeOf(text(svg))).toBe('image/svg+xml');
    expect(logoTypeOf(text('<svg>'))).toBe('image/svg+xml');
    expect(logoTypeOf(text('<svgx>'))).toBeNull();
    expect(logoTypeOf(text('<html><svg></svg></html>'))).toBeNull();
    expect(logoTypeOf(text('<!-- never closed <svg>'))).toBeNull();
  });

  it('answers at once for thousands of comments that never reach an <svg> (no backtracking)', () => {
    // The old pattern took about 43 ms for 20 comments and twice as long for each one more:
    // 580 would never return, and the test would fail on vitest's timeout.
    expect(logoTypeOf(text(`${'<!---->'.repeat(580)}x`))).toBeNull();
  });

  it('refuses an SVG holding a script, an event handler, embedded HTML or a script address', () => {
    for (const inside of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<foreignObject><div/></foreignObject>',
      '<a href="javascript:alert(1)"><rect/></a>',
    ]) {
      expect(logoTypeOf(text(`<svg>${inside}</svg>`)), inside).toBeNull();
    }
    expect(logoTypeOf(text('<svg><text font-family="x">icon on</text></svg>'))).toBe(
      'image/svg+xml',
    );
  });

  it('knows PNG, JPEG, WebP and ICO by their magic numbers', () => {
    expect(logoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(logoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(logoTypeOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(logoTypeOf(new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]))).toBe('image/x-icon');
    expect(logoTypeOf(text('GIF89a'))).toBeNull();
  });
});
