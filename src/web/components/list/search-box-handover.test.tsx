// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../../lib/test-render';
import { SearchBox } from './search-box';

// In a file of its own: the suggestions' code must not have loaded yet when the box renders.
afterEach(cleanup);

describe('the plain search box handing over to the suggesting one', () => {
  it('keeps the focus and what was selected in it, so words typed next replace the selection', async () => {
    renderWithClient(
      <SearchBox
        id="s"
        label="Cari"
        placeholder=""
        value="gambar"
        onSearch={() => {}}
        suggestions
      />,
    );
    const plain = screen.getByRole('searchbox', { name: 'Cari' }) as HTMLInputElement;
    // Selected (as a person, or the browser's autofill, selects before typing over it) while
    // the suggestions' code is still on its way.
    plain.focus();
    plain.setSelectionRange(0, 'gambar'.length);

    const suggesting = (await screen.findByRole('combobox', { name: 'Cari' })) as HTMLInputElement;
    expect(suggesting).not.toBe(plain);
    await waitFor(() => expect(document.activeElement).toBe(suggesting));
    expect([suggesting.selectionStart, suggesting.selectionEnd]).toEqual([0, 6]);
  });
});
