import { z } from 'zod';
import { ITEM_STATUSES, TUTORIAL_STATUSES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// A member's statuses (docs/product.md#progress-and-streak user_tutorial_status, user_item_status; docs/product.md#progress-and-streak labels).

export type TutorialStatus = (typeof TUTORIAL_STATUSES)[number];
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Tools and workflows carry a tried status; tutorials have their own (docs/product.md#progress-and-streak). */
export const STATUS_ITEM_TYPES = ['tool', 'workflow'] as const;
export type StatusItemType = (typeof STATUS_ITEM_TYPES)[number];

/** The status an item has until the member sets one (docs/product.md#progress-and-streak defaults). */
export const DEFAULT_TUTORIAL_STATUS: TutorialStatus = 'not_started';
export const DEFAULT_ITEM_STATUS: ItemStatus = 'not_tried';

export const STATUS_MESSAGES = defineMessages('STATUS_MESSAGES', {
  tutorialStatusInvalid: `Status must be one of ${TUTORIAL_STATUSES.join(', ')}`,
  itemStatusInvalid: `Status must be one of ${ITEM_STATUSES.join(', ')}`,
  itemTypeInvalid: `Item type must be one of ${STATUS_ITEM_TYPES.join(', ')}`,
} as const);

export const TutorialStatusSchema = z.enum(
  TUTORIAL_STATUSES,
  lazyMessage(() => STATUS_MESSAGES.tutorialStatusInvalid),
);
export const ItemStatusSchema = z.enum(
  ITEM_STATUSES,
  lazyMessage(() => STATUS_MESSAGES.itemStatusInvalid),
);

export const SetTutorialStatusRequest = z.object({ status: TutorialStatusSchema });
export type SetTutorialStatusRequest = z.infer<typeof SetTutorialStatusRequest>;

export const SetItemStatusRequest = z.object({ status: ItemStatusSchema });
export type SetItemStatusRequest = z.infer<typeof SetItemStatusRequest>;

export const ItemStatusParams = z.object({
  itemType: z.enum(
    STATUS_ITEM_TYPES,
    lazyMessage(() => STATUS_MESSAGES.itemTypeInvalid),
  ),
  itemId: z.string().trim().min(1).max(100),
});
export type ItemStatusParams = z.infer<typeof ItemStatusParams>;

export const TutorialStatusResponse = z.object({
  tutorialId: z.string(),
  status: TutorialStatusSchema,
  lastWatchedAt: z.string(),
});
export type TutorialStatusResponse = z.infer<typeof TutorialStatusResponse>;

export const ItemStatusResponse = z.object({
  itemType: z.enum(STATUS_ITEM_TYPES),
  itemId: z.string(),
  status: ItemStatusSchema,
  lastInteractionAt: z.string(),
});
export type ItemStatusResponse = z.infer<typeof ItemStatusResponse>;

/** Every status the member has set; an item missing here has its default status. */
export const StatusesResponse = z.object({
  tutorials: z.array(TutorialStatusResponse),
  items: z.array(ItemStatusResponse),
});
export type StatusesResponse = z.infer<typeof StatusesResponse>;
