// Issue 33: whether the app's first page has shown. Before it, a member page's loader only starts
// its data (the page paints at once, into its skeleton); after it, every loader runs for a tap
// from one page to another and waits for the next page's data (router.tsx, `first`).
let shown = false;

export const pageShown = () => shown;

/** Called once the first page is on screen (app/root-layout.tsx). */
export const markPageShown = () => {
  shown = true;
};
