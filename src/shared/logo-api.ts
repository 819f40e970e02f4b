import { z } from 'zod';
import { lazyMessage } from './lazy-message.js';
import { FIELD_MESSAGES } from './api.js';

// The logo routes' contracts (issue 32, docs/decisions/043-logos-stored-and-served-by-us.md),
// apart from shared/logos.ts so that the cards, which only need the address, carry no zod.

/** The answer of an upload or a clear: the tool's logo address now, or null for the monogram. */
export const ToolLogoResponse = z.object({ logoUrl: z.string().nullable() });
export type ToolLogoResponse = z.infer<typeof ToolLogoResponse>;

/** A stored logo's address: the tool and the hash of its bytes (db/tool-logos.ts). */
export const LogoParams = z.object({
  toolId: z.string().max(
    100,
    lazyMessage(() => FIELD_MESSAGES.idTooLong),
  ),
  hash: z.string().regex(
    /^[0-9a-f]{16}$/,
    lazyMessage(() => FIELD_MESSAGES.fieldInvalid('hash')),
  ),
});
