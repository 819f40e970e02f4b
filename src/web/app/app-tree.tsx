import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'sonner';

// The toaster loads apart from the first page's script (docs/architecture.md#performance-budgets).
// A toast raised before it has mounted is kept by sonner and shown once it has.
const Toaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    return { default: (await import('sonner')).Toaster };
  } catch (error) {
    console.warn('The toaster failed to load.', error);
    return { default: () => null };
  }
});

/**
 * What every page renders inside, in the browser and in the prerender alike (the same tree, so
 * a prerendered page hydrates): the query client, the router given as `children`, the toaster.
 */
export function AppTree({ client, children }: { client: QueryClient; children: ReactNode }) {
  // The page answers from here on (a prerendered one is hydrated): `html[data-ready]`, which the
  // browser tests wait for before they click (tests/e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {children}
        {/* docs/product.md#limits: one toast at a time, 4 s by default. */}
        <Suspense fallback={null}>
          <Toaster visibleToasts={1} duration={4000} position="top-center" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
