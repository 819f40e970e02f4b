import { Connectivity } from './connectivity/connectivity';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { NavigationProgress } from './navigation-progress';
import { InstallPrompt } from './pwa/install-prompt';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * App-wide pieces shown over every page (docs/product.md#connectivity-and-pwa "Shared chrome"): each is one line here, so a
 * new one never touches the pages. None is needed for a page's first paint, so this module is a
 * file of its own, asked for at start and mounted when it arrives (root-layout.tsx; docs/architecture.md#performance-budgets's
 * first-load budget). The page's title is set at once (RouteTitle, in the layout) and an install
 * offer made before this loads is kept (pwa/install-offer.ts, imported by main.tsx).
 */
export function AppChrome() {
  return (
    <>
      <NavigationProgress />
      <UpdatePrompt />
      <InstallPrompt />
      <Connectivity />
      <KeyboardShortcuts />
    </>
  );
}
