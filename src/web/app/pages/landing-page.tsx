import { Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FOOTER_YEAR } from '@shared/constants';
import { BrandLink } from '../../components/brand-link';
import { buttonClass } from '../../components/ui/button';
import { lazyPart } from '../../lib/lazy-part';
import type { SignupForm as SignupFormType } from '../../features/landing/components/signup-form';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { LoginForm } from '../../features/auth/components/login-form';
import { LandingClosingCall } from '../../features/landing/components/closing-call';
import { IntroVideo } from '../../features/landing/components/intro-video';
import { LandingBenefits } from '../../features/landing/components/landing-benefits';
import { LandingCategories } from '../../features/landing/components/landing-categories';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { PaidRegisterLink } from '../../features/landing/components/paid-register-link';
import { LANDING_MESSAGES as M, SIGNUP_MESSAGES as S } from '../../features/landing/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { LanguageChoice } from '../language-choice';
import { SHELL_MESSAGES } from '../messages';
import { ThemeToggleSlot } from '../../components/theme-toggle-slot';
import { PHONE_TAP_TARGET } from '../../components/ui/tap-target';

// Shown only after 'Buat Akaun Baru': its form library loads then, not with the page (and
// before the page is hydrated where the page shows it, lib/lazy-part.tsx).
const SignupForm = lazyPart<typeof SignupFormType>(
  import.meta.glob('@web/features/landing/components/signup-form.tsx', { import: 'SignupForm' }),
);

/**
 * docs/product.md#landing-affiliates-and-showcase /landing. Phone first: a short hero, then the sign-in card, so a returning member
 * signs in without scrolling; the video and the rest follow. On a wide screen the card sits
 * beside the hero and the video.
 */
export default function LandingPage() {
  const { user } = useSession();
  const links = useSite().data?.links;
  if (user) return <Navigate to={paths.dashboard} replace />;

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-surface">
      <header className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <BrandLink to={paths.landing} />
        <div className="flex items-center gap-2">
          <Link
            to={paths.showcase}
            className={`${PHONE_TAP_TARGET} text-sm font-medium text-brand-700 hover:underline`}
          >
            {M.showcase}
          </Link>
          <ThemeToggleSlot />
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 pt-4 lg:grid-cols-[1fr_400px] lg:gap-x-10 lg:pt-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <LandingHero signupSite={links?.signupSite} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AccountCard orderFormUrl={links?.orderForm} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <IntroVideo videoId={links?.introVideoId} />
        </div>
        <div className="space-y-12 lg:col-span-2">
          <LandingBenefits />
          <LandingCategories />
          <LandingClosingCall signupSite={links?.signupSite} />
        </div>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        <Link to={paths.affiliates} className="mr-4 hover:text-brand-700">
          {M.affiliates}
        </Link>
        {SHELL_MESSAGES.footerRights(FOOTER_YEAR)}
        <LanguageChoice className="mt-3 block" />
      </footer>
    </div>
  );
}

/** The login card, and in its place the sign-up form after 'Buat Akaun Baru'. */
function AccountCard({ orderFormUrl }: { orderFormUrl: string | undefined }) {
  const signingUp = useSearchParams()[0].has('signup');
  return (
    <Card className="p-5 sm:p-6 lg:sticky lg:top-8">
      <h2 className="text-xl font-bold">{signingUp ? S.title : M.loginTitle}</h2>
      <p className="mb-4 text-sm text-slate-600">{signingUp ? S.subtitle : M.loginSubtitle}</p>
      {signingUp ? (
        <Suspense fallback={<Spinner />}>
          <SignupForm orderFormUrl={orderFormUrl} />
        </Suspense>
      ) : (
        <LoginForm />
      )}
      {/* Issue 33: someone who has paid registers (the same words as the hero); the order
          form's sign-up, for someone who has not, comes after. */}
      <PaidRegisterLink variant="outline" className="mt-3 w-full" />
      {/* A link (issue 34): a tap before the script still swaps the card. */}
      <Link
        to={signingUp ? paths.landing : paths.landingSignup}
        replace
        preventScrollReset
        aria-expanded={signingUp}
        className={buttonClass({ variant: 'ghost', className: 'mt-2 w-full' })}
      >
        {signingUp ? S.backToLogin : S.toggle}
      </Link>
    </Card>
  );
}
