import { lazyPart } from '../lib/lazy-part';
import type { ItemActionParts } from '../components/item-actions';

// Fills the item-action slots of the content features' cards and detail pages with the
// favourites and progress features' controls (and a workflow step with the prompts feature's). Loaded on first use, so a visitor's first load
// (/landing) carries none of them.

const CardSave = lazyPart('CardSave', () =>
  import('../features/favorites/components/favorite-toggle').then((m) => ({
    default: m.CardFavoriteToggle,
  })),
);

const PromptSave = lazyPart('PromptSave', () =>
  import('../features/favorites/components/prompt-favorite-button').then((m) => ({
    default: m.PromptFavoriteButton,
  })),
);

const loadDetailControls = () =>
  Promise.all([
    import('../features/favorites/components/detail-controls'),
    import('../features/progress/components/status-select'),
  ]);

// Preloaded by the detail pages as they open (usePreloadPart), beside their data.
const DetailControls = lazyPart('DetailControls', async () => {
  const [{ DetailControls: Controls }, { StatusSelect }] = await loadDetailControls();
  return {
    default: ({ itemType, itemId }: React.ComponentProps<ItemActionParts['DetailControls']>) => (
      <Controls
        itemType={itemType}
        itemId={itemId}
        status={<StatusSelect itemType={itemType} itemId={itemId} />}
      />
    ),
  };
});

const StepPrompts = lazyPart(
  'StepPrompts',
  () => import('../features/prompts/components/step-prompts'),
);

const TutorialVideo = lazyPart(
  'TutorialVideo',
  () => import('../features/progress/components/followed-video'),
);

export const itemActionParts: ItemActionParts = {
  CardSave,
  DetailControls,
  PromptSave,
  StepPrompts,
  TutorialVideo,
};
