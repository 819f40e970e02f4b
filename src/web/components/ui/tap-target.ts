/**
 * A link or small control standing on its own (not in a sentence), made at least 44 px high on a
 * phone, where a thumb must hit it (docs/architecture.md#cards-and-tap-targets); as it was from
 * `sm` up.
 */
export const PHONE_TAP_TARGET = 'inline-flex min-h-11 items-center sm:inline sm:min-h-0';
