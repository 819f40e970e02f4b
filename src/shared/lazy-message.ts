// Issue 33: a zod message read when a value is checked, not when its schema is built, so it is
// in the language of the request or page that checks it (decision 052). Every message a shared
// schema gives goes through this: `z.string().max(60, lazyMessage(() => MESSAGES.tooLong))`.
export const lazyMessage = (read: () => string) => ({ error: () => read() });
