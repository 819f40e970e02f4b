// docs/product.md#connectivity-and-pwa "Install prompt" and timings: when the install card may show.

export const INSTALL_PROMPT_DELAY_MS = 3000;
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
/** localStorage key holding when the person last pressed Later (milliseconds since 1970). */
export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';

export interface InstallState {
  now: number;
  /** When Later was last pressed, or null if never (or unreadable). */
  dismissedAt: number | null;
  /** The app already runs installed (standalone). */
  standalone: boolean;
}

/** Offer installation unless the app is installed or Later was pressed less than 7 days ago. */
export function shouldOfferInstall({ now, dismissedAt, standalone }: InstallState): boolean {
  if (standalone) return false;
  return dismissedAt === null || now - dismissedAt >= INSTALL_SNOOZE_MS;
}

/** The stored dismissal time; anything that is not a number counts as never dismissed. */
export function parseDismissedAt(stored: string | null): number | null {
  const at = Number(stored);
  return stored && Number.isFinite(at) ? at : null;
}
