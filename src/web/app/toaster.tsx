import { Toaster as Sonner } from 'sonner';
import { BELOW_MD, useMediaQuery } from '../lib/use-media-query';
import { useTheme } from '../lib/theme';
import { FRAME_MESSAGES } from './messages';

/** Below the sticky header (h-16), so a toast never covers its controls. */
const BELOW_HEADER = { top: 72 };

/**
 * The app's toaster (docs/product.md#limits: one toast at a time, 4 s by default), in the page's
 * theme (issue 20). On a phone it sits at the bottom, where a thumb is and away from the header
 * and a dialog's close button; elsewhere at the top, below the header. Loaded apart from the
 * first page's script (app-tree.tsx).
 */
export default function Toaster() {
  const theme = useTheme();
  const phone = useMediaQuery(BELOW_MD);
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={4000}
      position={phone ? 'bottom-center' : 'top-center'}
      offset={BELOW_HEADER}
      richColors
      closeButton
      containerAriaLabel={FRAME_MESSAGES.notifications}
      toastOptions={{ closeButtonAriaLabel: FRAME_MESSAGES.closeNotification }}
    />
  );
}
