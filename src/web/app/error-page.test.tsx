// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageError } from './error-page';
import { SHELL_MESSAGES as M } from './messages';

let broken = false;
function Flaky() {
  if (broken) throw new Error('page broke');
  return <h1>Halaman OK</h1>;
}

function renderApp(lazyFails = false) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>Navigasi</nav>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <PageError />,
            children: [
              { path: 'flaky', element: <Flaky /> },
              {
                path: 'lazy',
                lazy: async () => {
                  if (lazyFails) throw new TypeError('Failed to fetch dynamically imported module');
                  return { Component: Flaky };
                },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [lazyFails ? '/lazy' : '/flaky'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tryAgain = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: M.tryAgain })));

beforeEach(() => {
  // React and the card both report the error; here it is the expected outcome.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  broken = false;
  vi.unstubAllGlobals();
});

describe('PageError (docs/product.md#connectivity-and-pwa render fallback)', () => {
  it('shows the card in the page’s place, keeping the layout', async () => {
    broken = true;
    renderApp();
    expect(await screen.findByRole('heading', { name: M.errorTitle })).toBeTruthy();
    expect(screen.getByText(M.errorBody)).toBeTruthy();
    expect(screen.getByText('Navigasi')).toBeTruthy();
  });

  it('Try Again renders the page afresh', async () => {
    broken = true;
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp();
    await screen.findByRole('heading', { name: M.errorTitle });
    broken = false;
    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Halaman OK' })).toBeTruthy();
    expect(screen.getByText('Navigasi')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on the second press when the page still cannot load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp(true);
    await screen.findByRole('heading', { name: M.errorTitle });
    await tryAgain();
    expect(screen.getByRole('heading', { name: M.errorTitle })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await tryAgain();
    expect(reload).toHaveBeenCalledOnce();
  });
});
