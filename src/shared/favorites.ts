import { z } from 'zod';
import { ITEM_TYPES } from './constants.js';
import { lazyMessage } from './lazy-message.js';
import { FAVORITE_MESSAGES, PERSONAL_REMARKS_MAX } from './favorite-messages.js';

export * from './favorite-messages.js';

/**
 * A member's own note on a favourite (docs/product.md#favourites-and-remarks personal_remarks): trimmed, an empty one is null.
 * The limit is ours (docs/product.md sets none).
 */
export const PersonalRemarks = z
  .string()
  .trim()
  .max(
    PERSONAL_REMARKS_MAX,
    lazyMessage(() => FAVORITE_MESSAGES.remarksTooLong),
  )
  .nullable()
  .transform((v) => v || null);

export const FavoriteItemTypeSchema = z.enum(
  ITEM_TYPES,
  lazyMessage(() => FAVORITE_MESSAGES.typeInvalid),
);

export const FavoriteRef = z.object({
  itemType: FavoriteItemTypeSchema,
  itemId: z.string().trim().min(1).max(100),
});
export type FavoriteRef = z.infer<typeof FavoriteRef>;

/** Adding a favourite, with an optional remark (docs/product.md#favourites-and-remarks insert … personal_remarks). */
export const AddFavoriteRequest = FavoriteRef.extend({
  personalRemarks: PersonalRemarks.optional(),
});
export type AddFavoriteRequest = z.input<typeof AddFavoriteRequest>;

/** Adding, changing or clearing (null or blank) the remark on an existing favourite. */
export const UpdateRemarksRequest = z.object({ personalRemarks: PersonalRemarks });
export type UpdateRemarksRequest = z.input<typeof UpdateRemarksRequest>;

export const FavoriteListQuery = z.object({ itemType: FavoriteItemTypeSchema.optional() });

export const FavoriteResponse = z.object({
  itemType: FavoriteItemTypeSchema,
  itemId: z.string(),
  personalRemarks: z.string().nullable(),
  createdAt: z.string(),
});
export type FavoriteResponse = z.infer<typeof FavoriteResponse>;

export const FavoriteListResponse = z.object({ items: z.array(FavoriteResponse) });
export type FavoriteListResponse = z.infer<typeof FavoriteListResponse>;

export const AddPromptFavoriteRequest = z.object({
  promptId: z.string().trim().min(1).max(100),
});
export type AddPromptFavoriteRequest = z.infer<typeof AddPromptFavoriteRequest>;

export const PromptFavoriteParams = AddPromptFavoriteRequest;

export const PromptFavoriteResponse = z.object({ promptId: z.string(), createdAt: z.string() });
export type PromptFavoriteResponse = z.infer<typeof PromptFavoriteResponse>;

/** The member's favourite prompts' ids, newest first (docs/product.md#favourites-and-remarks select prompt_id by user_id). */
export const PromptFavoriteListResponse = z.object({ promptIds: z.array(z.string()) });
export type PromptFavoriteListResponse = z.infer<typeof PromptFavoriteListResponse>;
