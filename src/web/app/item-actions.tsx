import { lazyPart } from '../lib/lazy-part';
import type { ItemActionParts } from '../components/item-actions';

// Fills the item-action slots of the content features' cards and detail pages with the
// favourites and progress features' controls (and a workflow step with the prompts feature's).
// Loaded on first use, so a visitor's first load (/landing) carries none of them.

const CardSave = lazyPart<ItemActionParts['CardSave']>(
  import.meta.glob('@web/features/favorites/components/favorite-toggle.tsx', {
    import: 'CardFavoriteToggle',
  }),
);

const PromptSave = lazyPart<ItemActionParts['PromptSave']>(
  import.meta.glob('@web/features/favorites/components/prompt-favorite-button.tsx', {
    import: 'PromptFavoriteButton',
  }),
);

// Preloaded by the detail pages as they open (usePreloadPart), beside their data.
const DetailControls = lazyPart<ItemActionParts['DetailControls']>(
  import.meta.glob('@web/app/detail-controls.tsx', { import: 'default' }),
);

const StepPrompts = lazyPart<ItemActionParts['StepPrompts']>(
  import.meta.glob('@web/features/prompts/components/step-prompts.tsx', { import: 'default' }),
);

const TutorialVideo = lazyPart<ItemActionParts['TutorialVideo']>(
  import.meta.glob('@web/features/progress/components/followed-video.tsx', { import: 'default' }),
);

export const itemActionParts: ItemActionParts = {
  CardSave,
  DetailControls,
  PromptSave,
  StepPrompts,
  TutorialVideo,
};
