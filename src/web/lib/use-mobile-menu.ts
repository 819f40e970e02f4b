import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** A small-screen menu's open state: it closes on a route change or Escape (docs/product.md#routes-and-guards). */
export function useMobileMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    // An Escape a dialog opened from the menu has taken (it closes the dialog) leaves the menu
    // open, so the focus returns to the menu's entry.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpen((v) => !v) };
}
