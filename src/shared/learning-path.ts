import { z } from 'zod';
import { RelatedItem } from './api.js';
import { WORDS } from './glossary.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

/** docs/product.md#learning-path: exactly 3 slots, positions 1 to 3, at most 3 tutorials. */
export const LEARNING_PATH_SLOTS = 3;

// docs/product.md#learning-path "Learning path" wording, shared by the server and the panel.
export const LEARNING_PATH_MESSAGES = defineMessages('LEARNING_PATH_MESSAGES', {
  noneChosen: 'Sila pilih sekurang-kurangnya satu tutorial',
  tooMany: 'Maximum 3 tutorials allowed in learning path. Remove one first.',
  duplicate: 'Tutorial yang sama tidak boleh berada dalam dua slot.',
  unknownTutorial: 'Tutorial tidak dijumpai.',
  busy: `Laluan pembelajaran sedang ${WORDS.updated}. Sila cuba lagi.`,
  alreadyInPath: 'Tutorial ini sudah ada dalam laluan pembelajaran.',
  notInPath: 'Tutorial ini tiada dalam laluan pembelajaran.',
} as const);

/** One slot of the admin tab: its position and the tutorial in it, if any. */
export const LearningPathSlot = z.object({
  position: z.number().int(),
  tutorial: RelatedItem.nullable(),
});
export type LearningPathSlot = z.infer<typeof LearningPathSlot>;

/** The admin tab's three slots, in position order. */
export const AdminLearningPathResponse = z.object({ slots: z.array(LearningPathSlot) });
export type AdminLearningPathResponse = z.infer<typeof AdminLearningPathResponse>;

/**
 * A tutorial added from its card (docs/product.md#learning-path: at the lowest free position): the position it took
 * and the slots as they now are.
 */
export const AddToLearningPathResponse = AdminLearningPathResponse.extend({
  position: z.number().int(),
});
export type AddToLearningPathResponse = z.infer<typeof AddToLearningPathResponse>;

const chosen = (ids: (string | null)[]) => ids.filter((id): id is string => id !== null);

/**
 * Saving the tab (docs/product.md#learning-path: replaces all rows): a tutorial id or null per slot, slot n at index
 * n-1. docs/product.md#learning-path: at least one chosen, at most 3, the same tutorial not in two slots.
 */
export const SaveLearningPathRequest = z.object({
  tutorialIds: z
    .array(
      z
        .string()
        .trim()
        .max(
          100,
          lazyMessage(() => LEARNING_PATH_MESSAGES.unknownTutorial),
        )
        .nullable()
        .transform((id) => id || null),
      lazyMessage(() => LEARNING_PATH_MESSAGES.noneChosen),
    )
    .max(
      LEARNING_PATH_SLOTS,
      lazyMessage(() => LEARNING_PATH_MESSAGES.tooMany),
    )
    .refine(
      (ids) => chosen(ids).length > 0,
      lazyMessage(() => LEARNING_PATH_MESSAGES.noneChosen),
    )
    .refine((ids) => new Set(chosen(ids)).size === chosen(ids).length, {
      error: () => LEARNING_PATH_MESSAGES.duplicate,
    }),
});
export type SaveLearningPathRequest = z.output<typeof SaveLearningPathRequest>;

/** A tutorial of the path as members see it (docs/product.md#learning-path Community dialog), in position order. */
export const LearningPathEntry = RelatedItem.extend({ position: z.number().int() });
export type LearningPathEntry = z.infer<typeof LearningPathEntry>;

export const LearningPathResponse = z.object({ items: z.array(LearningPathEntry) });
export type LearningPathResponse = z.infer<typeof LearningPathResponse>;
