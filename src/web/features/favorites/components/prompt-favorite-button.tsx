import { Heart } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PROMPT_FAVORITE_MESSAGES as F } from '@shared/favorite-messages';
import { favoriteLabel } from '@shared/glossary';
import { cn } from '../../../lib/cn';
import { usePromptFavorites, useTogglePromptFavorite } from '../api/prompt-favorites';
import { useSession } from '../../../lib/session';

/**
 * docs/product.md#favourites-and-remarks: the heart on a prompt card (on /prompt and on the dashboard) toggles the prompt in
 * the member's favourites.
 */
export function PromptFavoriteButton({ promptId, title }: { promptId: string; title: string }) {
  const { user } = useSession();
  const favorites = usePromptFavorites(Boolean(user));
  const toggle = useTogglePromptFavorite();
  const saved = favorites.data?.promptIds.includes(promptId) ?? false;

  const onClick = () => {
    if (!user) {
      toast.error(F.authRequired, { description: F.loginToFavorite });
      return;
    }
    // Not mutate's callbacks: on the dashboard the card (and this button) is gone once the list
    // refreshes, and React Query drops a mutate callback of an unmounted component.
    toggle.mutateAsync({ promptId, saved }).then(
      () => toast.success(saved ? F.removed : F.added),
      () => toast.error(F.failed),
    );
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      // The same name as a card's save toggle: 'Kegemaran: {title}' (shared/glossary.ts).
      aria-label={favoriteLabel(title)}
      // Until the member's favourites are known the heart cannot tell add from remove (on the
      // dashboard every card is a favourite, and an add there would be refused as a duplicate).
      disabled={toggle.isPending || (Boolean(user) && favorites.isPending)}
      onClick={onClick}
      className="relative z-10 rounded-full bg-surface/90 p-3 shadow-sm md:p-2 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <Heart
        aria-hidden="true"
        className={cn('h-5 w-5', saved ? 'fill-rose-500 text-rose-500' : 'text-slate-500')}
      />
    </button>
  );
}
