import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'warning' | 'info' | 'dismiss';
type Call = (sonner: Sonner) => void;

// sonner (9 KB gzipped) loads apart from the first page's script (docs/architecture.md#performance-budgets):
// a toast raised before it has arrived is shown the moment it has. The Toaster itself is lazy too
// (app/app-tree.tsx), and sonner keeps what was toasted before it mounted.
let loaded: Sonner | null = null;
const waiting: Call[] = [];
void import('sonner').then(
  ({ toast }) => {
    loaded = toast;
    for (const call of waiting.splice(0)) call(toast);
  },
  (error: unknown) => console.warn('The toaster failed to load.', error),
);

const whenLoaded = (call: Call) => (loaded ? call(loaded) : void waiting.push(call));

const kind =
  <K extends Kind>(name: K) =>
  (...args: Parameters<Sonner[K]>) =>
    whenLoaded((sonner) => (sonner[name] as (...a: Parameters<Sonner[K]>) => unknown)(...args));

/** sonner's `toast`, with the calls this app makes; each shows as soon as sonner has loaded. */
export const toast = Object.assign(
  (...args: Parameters<Sonner>) => whenLoaded((sonner) => void sonner(...args)),
  {
    success: kind('success'),
    error: kind('error'),
    warning: kind('warning'),
    info: kind('info'),
    dismiss: kind('dismiss'),
  },
);
