import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { FavoriteItemType } from '@shared/favorites';

// What a member can do on an item — save it, set its status, write a remark — belongs to the
// favourites and progress features, while the cards and detail pages that show those controls
// belong to the content features. No feature imports another (docs/architecture.md), so the
// content features render these slots and app/ fills them (app/item-actions.tsx).

export interface ItemActionParts {
  /** The save toggle of a list card (members only). */
  CardSave: ComponentType<{ itemType: FavoriteItemType; itemId: string; itemName: string }>;
  /** A detail page's controls: status, save toggle and remark. */
  DetailControls: ComponentType<{ itemType: FavoriteItemType; itemId: string }>;
  /** The heart of a prompt card. */
  PromptSave: ComponentType<{ promptId: string; title: string }>;
  /** Issue 19: a workflow step's prompts from the library, to copy or open in an AI chat. */
  StepPrompts: ComponentType<{ titles: readonly string[]; task: string }>;
  /** Issue 21: a tutorial's video, whose playback sets the tutorial's status. */
  TutorialVideo: ComponentType<{
    tutorialId: string;
    videoId: string;
    title: string;
    playLabel: string;
  }>;
}

const ItemActionsContext = createContext<ItemActionParts | null>(null);

export const ItemActionsProvider = ItemActionsContext.Provider;

export type Props<K extends keyof ItemActionParts> = React.ComponentProps<ItemActionParts[K]>;

/**
 * Renders one part as the app provides it; `fallback` where none is provided, and while the
 * part's code loads.
 */
export function Slot<K extends keyof ItemActionParts>({
  part,
  props,
  fallback = null,
}: {
  part: K;
  props: Props<K>;
  fallback?: ReactNode;
}) {
  // The context pairs each part with its props; the map lookup loses that pairing for TypeScript.
  const Part = useContext(ItemActionsContext)?.[part] as ComponentType<object> | undefined;
  if (!Part) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
}

export const CardSaveAction = (props: Props<'CardSave'>) => <Slot part="CardSave" props={props} />;
export const DetailItemControls = (props: Props<'DetailControls'>) => (
  <Slot part="DetailControls" props={props} />
);
export const PromptSaveAction = (props: Props<'PromptSave'>) => (
  <Slot part="PromptSave" props={props} />
);
export const StepPromptsAction = (props: Props<'StepPrompts'>) => (
  <Slot part="StepPrompts" props={props} />
);
