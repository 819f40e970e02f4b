import { useEffect, useSyncExternalStore } from 'react';

// Issue 22: whether the search-everything palette is open, shared by the header's button that
// shows it and the Ctrl/Cmd+K shortcut that opens it (app/keyboard-shortcuts.tsx).

let open = false;
/** Mounted buttons: the palette exists only on pages that have one (the member pages). */
let hosts = 0;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the palette; false when this page has none. */
export function openSearchPalette(): boolean {
  if (hosts === 0) return false;
  setOpen(true);
  return true;
}

/** For the component that shows the palette: whether it is open, and a way to set it. */
export function useSearchPalette(): [boolean, (open: boolean) => void] {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) setOpen(false);
    };
  }, []);
  return [
    useSyncExternalStore(
      subscribe,
      () => open,
      () => false,
    ),
    setOpen,
  ];
}
