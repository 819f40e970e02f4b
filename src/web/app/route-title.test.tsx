// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTitle } from './route-title';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteTitle />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'tools', handle: { title: 'aiTools' }, element: <p>tools</p> },
          {
            path: 'admin',
            handle: { title: 'adminPanel' },
            children: [{ index: true, element: <p>panel</p> }],
          },
          {
            path: 'learning/:id',
            handle: { title: 'categories' },
            children: [{ index: true, handle: { title: 'tutorials' }, element: <p>detail</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route titles', () => {
  it("names the app alone on a route without a title, then follows each route's title", async () => {
    const router = renderAt('/');
    expect(document.title).toBe('Hab AI');
    await act(() => router.navigate('/tools'));
    expect(document.title).toBe('AI Tools · Hab AI');
    await act(() => router.navigate('/admin'));
    // The admin route's index child names no title of its own: its parent's applies.
    expect(screen.getByText('panel')).toBeTruthy();
    expect(document.title).toBe('Admin Panel · Hab AI');
  });

  it('takes the deepest route that names a title', () => {
    renderAt('/learning/42');
    expect(document.title).toBe('Tutorial · Hab AI');
  });
});
