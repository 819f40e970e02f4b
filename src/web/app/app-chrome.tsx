import { Connectivity } from './connectivity/connectivity';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { InstallPrompt } from './pwa/install-prompt';
import { UpdatePrompt } from './pwa/update-prompt';
import { RouteTitle } from './route-title';

/**
 * App-wide pieces shown over every page (SPEC §2 "Shared chrome"): each is one line here, so a
 * new one never touches the pages.
 */
export function AppChrome() {
  return (
    <>
      <RouteTitle />
      <UpdatePrompt />
      <InstallPrompt />
      <Connectivity />
      <KeyboardShortcuts />
    </>
  );
}
