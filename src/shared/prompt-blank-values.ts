import { z } from 'zod';
import { BLANK_NAME_MAX, BLANK_VALUE_MAX, BLANK_VALUES_PER_SAVE } from './prompt-blanks.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

// Issue 21: the values a member typed into prompt blanks, kept on the server by blank name so
// they are offered again on any device (/api/me/prompt-blanks).

export { BLANK_VALUES_PER_SAVE };
/** The most names kept per member; a save past it forgets the least recently used. */
export const BLANK_VALUES_KEPT = 200;

export const PROMPT_BLANK_MESSAGES = defineMessages('PROMPT_BLANK_MESSAGES', {
  tooMany: `At most ${BLANK_VALUES_PER_SAVE} blanks at a time`,
  nameInvalid: `A blank's name is 1 to ${BLANK_NAME_MAX} characters`,
  valueTooLong: `A value is at most ${BLANK_VALUE_MAX} characters`,
} as const);

const name = z
  .string()
  .trim()
  .min(
    1,
    lazyMessage(() => PROMPT_BLANK_MESSAGES.nameInvalid),
  )
  .max(
    BLANK_NAME_MAX,
    lazyMessage(() => PROMPT_BLANK_MESSAGES.nameInvalid),
  );

/** PUT /api/me/prompt-blanks: the values just used; an empty value forgets that name. */
export const SavePromptBlanksRequest = z.object({
  values: z
    .record(
      name,
      z.string().max(
        BLANK_VALUE_MAX,
        lazyMessage(() => PROMPT_BLANK_MESSAGES.valueTooLong),
      ),
      {
        // Zod says only "Invalid key in record" for a name it refuses.
        error: (issue) =>
          issue.code === 'invalid_key' ? PROMPT_BLANK_MESSAGES.nameInvalid : undefined,
      },
    )
    .refine(
      (v) => Object.keys(v).length <= BLANK_VALUES_PER_SAVE,
      lazyMessage(() => PROMPT_BLANK_MESSAGES.tooMany),
    ),
});
export type SavePromptBlanksRequest = z.infer<typeof SavePromptBlanksRequest>;

/** The member's kept values, by blank name. */
export const PromptBlanksResponse = z.object({ values: z.record(z.string(), z.string()) });
export type PromptBlanksResponse = z.infer<typeof PromptBlanksResponse>;
