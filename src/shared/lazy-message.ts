// Issue 33: a zod message read when a value is checked, not when its schema is built, so it is
// in the language of the request or page that checks it (decision 052). Every message a shared
// schema gives goes through this: `z.string().max(60, lazyMessage(() => MESSAGES.tooLong))`.
// ESLint (eslint.config.js) refuses a message object's wording handed to a call in src/shared.
export const lazyMessage = (read: () => string): LazyMessage => ({ error: () => read() });

/** zod's params with a message read when a value is checked (what lazyMessage gives). */
export interface LazyMessage {
  error: () => string;
}
