import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { FAVORITE_MESSAGES as M, type FavoriteItemType } from '@shared/favorite-messages';
import { favoriteLabel } from '@shared/glossary';
import { ApiError } from '../../../lib/api-client';
import { favoritesQueryOptions, useFavorites, useToggleFavorite } from '../api/favorites';
import { useFormAnswer } from '../../../lib/form-answer';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '@shared/i18n/define-messages';

export const FAVORITE_TOGGLE_MESSAGES = defineMessages('FAVORITE_TOGGLE_MESSAGES', {
  save: 'Simpan',
  saved: 'Disimpan',
  // A card's icon-only toggle: one name whichever its state (aria-pressed tells that), the same
  // as a prompt's heart ('Kegemaran: …', shared/glossary.ts), and not 'Simpan…', so the detail
  // page's own toggle keeps its name alone.
  card: favoriteLabel,
} as const);

/** docs/product.md#favourites-and-remarks: a duplicate, a refusal and anything else each have their own words. */
function failureMessage(error: unknown, adding: boolean) {
  if (adding && error instanceof ApiError && error.status === 409) return M.duplicate;
  if (error instanceof ApiError && error.status > 0) return adding ? M.addFailed : M.removeFailed;
  return adding ? M.addError : M.removeError;
}

/**
 * Save toggle: adds the item to the member's favourites or takes it out (docs/product.md#favourites-and-remarks). With
 * `itemName` it is the small icon button of a list card, beside the card's link and above it.
 */
export function FavoriteToggle({
  itemType,
  itemId,
  itemName,
}: {
  itemType: FavoriteItemType;
  itemId: string;
  itemName?: string;
}) {
  const favorites = useFavorites(itemType);
  const toggle = useToggleFavorite();
  const saved = favorites.data?.items.some((f) => f.itemId === itemId) ?? false;

  // On a card the toggle is not inside the card's link but drawn above it (z-10): a press on it
  // reaches the toggle alone and never opens the item (issue 32), with no handler to stop it.
  const act = (wasSaved: boolean) => {
    toggle.mutate(
      { itemType, itemId, saved: wasSaved },
      {
        onSuccess: () => toast.success(wasSaved ? M.removed : M.added),
        onError: (error) => toast.error(failureMessage(error, !wasSaved)),
      },
    );
  };
  // Issue 34: a press before the member's favourites have arrived is kept (a second one takes it
  // back) and done when they come, so the toggle answers from its first paint.
  const client = useQueryClient();
  const [pressedEarly, setPressedEarly] = useState(false);
  const early = useRef(false);
  const onClick = () => {
    if (!favorites.isPending) return act(saved);
    early.current = !early.current;
    setPressedEarly(early.current);
    void client.ensureQueryData(favoritesQueryOptions(itemType)).then(
      (list) => {
        if (!early.current) return;
        early.current = false;
        setPressedEarly(false);
        act(list.items.some((f) => f.itemId === itemId));
      },
      () => setPressedEarly((early.current = false)),
    );
  };

  // The server's refusal of a press sent without the script (a limit reached, an item gone).
  const answer = useFormAnswer('favorite');
  const refused = answer?.error && (answer.error.message || failureMessage(null, !saved));
  const Icon = saved ? BookmarkCheck : Bookmark;
  const disabled = toggle.isPending;
  const busy = favorites.isPending || toggle.isPending || pressedEarly;
  if (itemName !== undefined) {
    return (
      <Button
        variant={saved ? 'primary' : 'outline'}
        size="sm"
        aria-pressed={saved}
        aria-busy={busy}
        aria-label={FAVORITE_TOGGLE_MESSAGES.card(itemName)}
        title={saved ? FAVORITE_TOGGLE_MESSAGES.saved : FAVORITE_TOGGLE_MESSAGES.save}
        disabled={disabled}
        onClick={onClick}
        className="relative z-10 h-11 w-11 shrink-0 px-0 sm:h-11 md:h-8 md:w-8"
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </Button>
    );
  }
  // A detail page's toggle is a form to its own page (issue 34): pressed before the script has
  // arrived, or without it, the server saves the item and sends the page again
  // (server/http/page-forms.ts); with the script, the press is done here.
  return (
    <form
      method="post"
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      <input type="hidden" name="saved" value={String(saved)} />
      <Button
        type="submit"
        variant={saved ? 'primary' : 'outline'}
        aria-pressed={saved}
        aria-busy={busy}
        disabled={disabled}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />{' '}
        {saved ? FAVORITE_TOGGLE_MESSAGES.saved : FAVORITE_TOGGLE_MESSAGES.save}
      </Button>
      {refused && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {refused}
        </p>
      )}
    </form>
  );
}

/** A list card's save toggle: for signed-in members only (visitors see the public showcase). */
export function CardFavoriteToggle(props: {
  itemType: FavoriteItemType;
  itemId: string;
  itemName: string;
}) {
  const { user } = useSession();
  return user ? <FavoriteToggle {...props} /> : null;
}
