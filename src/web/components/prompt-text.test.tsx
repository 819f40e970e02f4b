// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromptText } from './prompt-text';

afterEach(cleanup);

// Issue 33: blanks shown as blanks, never as `${...}`.
describe('PromptText', () => {
  it('shows each blank as a labelled chip, its default as the example, heard as "isian"', () => {
    const { container } = render(
      <p>
        <PromptText
          text={
            'Iklan ${produk} untuk ${nama_perniagaan}. ${tawaran:diskaun 20% hingga Ahad}; lagi ${produk}. \\${harga}'
          }
        />
      </p>,
    );
    const chips = [...container.querySelectorAll('[data-blank]')];
    expect(chips.map((c) => c.getAttribute('data-blank'))).toEqual([
      'produk',
      'nama_perniagaan',
      'tawaran',
      'produk',
    ]);
    expect(chips[0]!.textContent).toBe('isian: Produk');
    expect(chips[1]!.textContent).toBe('isian: Nama perniagaan');
    expect(chips[2]!.textContent).toBe('isian: Tawaran · cth. , contoh: diskaun 20% hingga Ahad');
    // The escaped `\${` stays as the literal the author wrote; no other template code is left.
    expect(container.textContent).toContain('lagi');
    expect(container.textContent!.replace('${harga}', '')).not.toContain('${');
  });
});
