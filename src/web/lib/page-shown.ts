// Issue 33: whether the app has shown a page yet, and which screen it shows. Before the first
// page, a member page's loader only starts its data (the page paints at once, into its
// skeleton); after it, a tap that opens another screen waits for that screen's data (router.tsx,
// `first`). A screen is one loader: the workflows list at /workflows and at
// /workflows/category/{c} is one screen, and a list changing its own address stays itself.
let shown = false;
let screen: unknown = null;

export const pageShown = () => shown;

/** Called once the first page is on screen (app/root-layout.tsx). */
export const markPageShown = () => {
  shown = true;
};

/** Notes that `next` is the screen being opened; whether it is another than the one before. */
export function openScreen(next: unknown): boolean {
  const another = screen !== next;
  screen = next;
  return another;
}
