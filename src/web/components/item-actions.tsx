import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
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

/** A part whose code the app loads on first use may say how to start loading it sooner. */
type Preloadable = ComponentType<object> & { preload?: () => unknown };

/**
 * Renders one part as the app provides it; `fallback` where none is provided, and while the
 * part's code loads — or, with `withPage`, no fallback of its own: the page around it waits for
 * the code too (its skeleton stays), so the part never arrives late and pushes the page down.
 */
export function Slot<K extends keyof ItemActionParts>({
  part,
  props,
  fallback = null,
  withPage = false,
}: {
  part: K;
  props: Props<K>;
  fallback?: ReactNode;
  withPage?: boolean;
}) {
  // The context pairs each part with its props; the map lookup loses that pairing for TypeScript.
  const Part = useContext(ItemActionsContext)?.[part] as Preloadable | undefined;
  if (!Part) return fallback;
  if (withPage) return <Part {...props} />;
  return (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
}

/**
 * Starts loading a part's code as the page opens, beside the page's own data, so a part
 * rendered `withPage` keeps the skeleton no longer than the data does.
 */
export function usePreloadPart(part: keyof ItemActionParts) {
  const Part = useContext(ItemActionsContext)?.[part] as Preloadable | undefined;
  useEffect(() => void Part?.preload?.(), [Part]);
}

export const CardSaveAction = (props: Props<'CardSave'>) => <Slot part="CardSave" props={props} />;
/** A detail page's controls, shown with the page (see `Slot`'s `withPage`): no layout shift. */
export const DetailItemControls = (props: Props<'DetailControls'>) => (
  <Slot part="DetailControls" props={props} withPage />
);
export const PromptSaveAction = (props: Props<'PromptSave'>) => (
  <Slot part="PromptSave" props={props} />
);
export const StepPromptsAction = (props: Props<'StepPrompts'>) => (
  <Slot part="StepPrompts" props={props} />
);
