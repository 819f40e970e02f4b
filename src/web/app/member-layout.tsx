import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FeedbackButton } from '../features/feedback/components/feedback-button';
import { Footer } from './footer';
import { FRAME_MESSAGES } from './messages';
import { PageSkeleton } from './page-skeleton';
import { Navbar } from './navbar';
import { useSession } from '../lib/session';

export function MemberLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {FRAME_MESSAGES.skipToContent}
      </a>
      <Navbar />
      {/* Room at the bottom so the floating feedback button never covers the last controls. */}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-24 pt-8">
        {/* Issue 20: a page that suspends once the app runs shows a skeleton under the navbar;
            'Please wait while we load your content' is for the very first start only. */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FeedbackButton />
    </div>
  );
}

/** Issue 20: a page anyone may reach (the 404 page) keeps a signed-in member's header and navigation. */
export function MemberFrameIfSignedIn() {
  const { user } = useSession();
  return user ? <MemberLayout /> : <Outlet />;
}
