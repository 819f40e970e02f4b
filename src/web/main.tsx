import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { ToasterProps } from 'sonner';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { router } from './router';
// Listens for the browser's install offer from the start; the card itself loads later.
import './app/pwa/install-offer';
import './styles.css';

// The toaster loads apart from the first page's script (docs/architecture.md#performance-budgets). A toast raised before it
// has mounted is kept by sonner and shown once it has.
const Toaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    return { default: (await import('sonner')).Toaster };
  } catch (error) {
    console.warn('The toaster failed to load.', error);
    return { default: () => null };
  }
});

// A 401 anywhere: the session is gone, so the app goes to /landing.
const queryClient = createQueryClient({
  onSessionLost: () => void router.navigate(paths.landing, { replace: true }),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* docs/product.md#limits: one toast at a time, 4 s by default. */}
      <Suspense fallback={null}>
        <Toaster visibleToasts={1} duration={4000} position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
