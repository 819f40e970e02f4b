/** The part of the app's router read here (a browser router, or a test's memory router). */
interface Navigations {
  readonly state: { readonly navigation: { readonly location?: { readonly pathname: string } } };
}

let router: Navigations | undefined;

/** Follows `app`'s navigations (router.tsx, when it makes the app's router). */
export function watchNavigations(app: Navigations): void {
  router = app;
}

/**
 * The path of the page a tap, a link or a shortcut is opening, while its route's data loads
 * (the address moves only after), else undefined. Read from the router itself, not from a
 * render: React may not have rendered the navigation yet when a delayed action asks.
 */
export const pageBeingOpened = (): string | undefined =>
  router?.state.navigation.location?.pathname;
