// The favourites' messages and limits, without zod (favorites.ts holds the schemas): a list's
// save toggles load these on a member's first page, where zod would add 28 KB (issue 34).
import { ITEM_TYPES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';

export type FavoriteItemType = (typeof ITEM_TYPES)[number];

export const PERSONAL_REMARKS_MAX = 1000;

// docs/product.md#favourites-and-remarks "Favourites" (Malay).
export const FAVORITE_MESSAGES = defineMessages('FAVORITE_MESSAGES', {
  added: 'Ditambah ke kegemaran',
  duplicate: 'Item sudah ada dalam senarai kegemaran',
  addFailed: 'Gagal menambah ke kegemaran',
  addError: 'Ralat berlaku semasa menambah kegemaran',
  removed: 'Dibuang dari kegemaran',
  removeFailed: 'Gagal membuang dari kegemaran',
  removeError: 'Ralat berlaku semasa membuang kegemaran',
  notFound: 'Item tidak dijumpai.',
  typeInvalid: `Item type must be one of ${ITEM_TYPES.join(', ')}`,
  remarksUpdated: 'Catatan dikemaskini',
  remarksFailed: 'Gagal mengemaskini catatan',
  remarksError: 'Ralat berlaku semasa mengemaskini catatan',
  // Wording ours: docs/product.md sets no length for a remark.
  remarksTooLong: `Catatan tidak boleh melebihi ${PERSONAL_REMARKS_MAX} aksara`,
} as const);

// docs/product.md#favourites-and-remarks "Prompt favourites" (English, as docs/product.md words them).
export const PROMPT_FAVORITE_MESSAGES = defineMessages('PROMPT_FAVORITE_MESSAGES', {
  authRequired: 'Authentication required',
  loginToFavorite: 'Please log in to favorite prompts',
  failed: 'Failed to update favorites. Please try again.',
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  // Wording ours (docs/product.md names none), in Malay as a member reads it.
  duplicate: 'Prompt ini sudah ada dalam senarai kegemaran anda.',
  notFavorite: 'Prompt ini tiada dalam senarai kegemaran anda.',
} as const);
