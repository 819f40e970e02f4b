import { Outlet } from 'react-router';
import { AppChrome } from './app-chrome';

/** Every route renders inside this: the page, plus the app-wide pieces that need the router. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AppChrome />
    </>
  );
}
