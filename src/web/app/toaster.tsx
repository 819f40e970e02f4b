import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../lib/theme';

/**
 * The app's toaster (docs/product.md#limits: one toast at a time, 4 s by default), in the page's
 * theme (issue 20). Loaded apart from the first page's script (app-tree.tsx).
 */
export default function Toaster() {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      duration={4000}
      position="top-center"
      richColors
      closeButton
    />
  );
}
