import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import type { FormAnswer } from '@shared/form-answer';
import { replayEarlyTaps } from '../lib/early-taps';
import { useHydrated } from '../lib/use-hydrated';
import { FormAnswerProvider } from '../lib/form-answer';

// The toaster loads apart from the first page's script (docs/architecture.md#performance-budgets),
// once the page is up: it shows nothing until a toast is raised, so the page never waits for it.
// A toast raised before it has mounted is kept by sonner and shown once it has.
const Toaster = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return await import('./toaster');
  } catch (error) {
    console.warn('The toaster failed to load.', error);
    return { default: () => null };
  }
});

/**
 * What every page renders inside, in the browser and in the prerender alike (the same tree, so
 * a prerendered page hydrates): the query client, the router given as `children`, the toaster,
 * and the answer to a form sent without JavaScript.
 */
export function AppTree({
  client,
  answer = null,
  children,
}: {
  client: QueryClient;
  /** The answer to a form sent without JavaScript that the page shows (issue 34). */
  answer?: FormAnswer | null;
  children: ReactNode;
}) {
  // The page answers from here on (a prerendered one is hydrated): `html[data-ready]`, which the
  // browser tests wait for before they click (tests/e2e/fixtures.ts).
  const up = useHydrated();
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    // What was tapped before the script ran is done now (issue 34), in a task of its own: from
    // inside an effect React could not hydrate at once the part a press lands in (a part it
    // hydrates later), and the press was dropped.
    const replay = setTimeout(replayEarlyTaps);
    return () => clearTimeout(replay);
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <FormAnswerProvider value={answer}>{children}</FormAnswerProvider>
        {up && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}
