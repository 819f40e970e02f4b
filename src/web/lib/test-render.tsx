import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router';
import type { SessionUser } from '@shared/auth';
import { ItemActionsProvider, type ItemActionParts } from '../components/item-actions';
import { DetailControls } from '../features/favorites/components/detail-controls';
import { CardFavoriteToggle } from '../features/favorites/components/favorite-toggle';
import { PromptFavoriteButton } from '../features/favorites/components/prompt-favorite-button';
import StepPrompts from '../features/prompts/components/step-prompts';
import { StatusSelect } from '../features/progress/components/status-select';
import FollowedVideo from '../features/progress/components/followed-video';
import { sessionQueryOptions } from './session';

// Helpers of the member screens' component tests; the network boundary is lib/test-api.ts.

export const testMember: SessionUser = {
  id: 'me',
  username: 'ahli',
  email: 'ahli@contoh.my',
  role: 'user',
  status: 'approved',
  displayName: 'Ahli Ujian',
  avatarUrl: null,
  interfaceLanguage: null,
  weeklyDigest: false,
  createdAt: '2025-03-01T00:00:00.000Z',
};

/** The item-action slots filled as app/item-actions.tsx does, loaded at once for the tests. */
const testItemActions: ItemActionParts = {
  CardSave: CardFavoriteToggle,
  PromptSave: PromptFavoriteButton,
  DetailControls: (props) => <DetailControls {...props} status={<StatusSelect {...props} />} />,
  StepPrompts,
  TutorialVideo: FollowedVideo,
};

interface RenderOptions {
  /** Who is signed in; null: a visitor. */
  user?: SessionUser | null;
  /**
   * The address to render `ui` at, e.g. '/tools?category=Coding'. The page then runs in the
   * browser's own history (as in the app), so the filters it writes show in window.location.
   */
  at?: string;
  /** The route `ui` is mounted on, for the params it reads, e.g. '/tools/:id'. */
  route?: string;
}

/** Renders `ui` with a fresh query client and router, signed in as `user` (null: a visitor). */
export function renderWithClient(
  ui: ReactNode,
  { user = testMember, at, route = '*' }: RenderOptions = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueryOptions.queryKey, { user });
  if (at !== undefined) window.history.replaceState(null, '', at);
  const routed = (
    <Routes>
      <Route path={route} element={ui} />
    </Routes>
  );
  const view = render(
    <QueryClientProvider client={client}>
      <ItemActionsProvider value={testItemActions}>
        {at === undefined ? (
          <MemoryRouter>{ui}</MemoryRouter>
        ) : (
          <BrowserRouter>{routed}</BrowserRouter>
        )}
      </ItemActionsProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
