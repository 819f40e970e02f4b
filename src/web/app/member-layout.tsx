import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { Footer } from './footer';
import { LoadingScreen } from './loading-screen';
import { Navbar } from './navbar';

/** The member screens' frame; `children` in place of the route's page (the 404 page, issue 20). */
export function MemberLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Langkau ke kandungan
      </a>
      <Navbar />
      {/* Room at the bottom so the floating feedback button never covers the last controls. */}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-24 pt-8">
        <Suspense fallback={<LoadingScreen />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
      <FeedbackButton />
    </div>
  );
}
