import { BookOpen, GitBranch, MessageSquareText, Sparkles, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FOOTER_YEAR } from '@shared/constants';
import { BrandLink } from '../../components/brand-link';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoginForm } from '../../features/auth/components/login-form';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { IntroVideo } from '../../features/landing/components/intro-video';
import { SignupForm } from '../../features/landing/components/signup-form';
import { LANDING_MESSAGES as M, SIGNUP_MESSAGES as S } from '../../features/landing/messages';

const ICONS = [Wrench, BookOpen, GitBranch, MessageSquareText];

export default function LandingPage() {
  const { user } = useSession();
  const site = useSite();
  const [signingUp, setSigningUp] = useState(false);
  if (user) return <Navigate to={paths.dashboard} replace />;
  const links = site.data?.links;

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <BrandLink to={paths.landing} />
        <Link to={paths.showcase} className="text-sm font-medium text-brand-700 hover:underline">
          {M.showcase}
        </Link>
      </header>
      <main className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_400px] lg:py-16">
        <section aria-labelledby="hero-title" className="space-y-6">
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {M.heroTitle}
          </h1>
          <p className="max-w-2xl text-lg text-slate-700">{M.heroBody}</p>
          <div className="flex flex-wrap gap-3">
            <a
              href={links?.signupSite ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: 'lg' })}
              aria-disabled={!links}
            >
              {M.register}
            </a>
            <Link to={paths.showcase} className={buttonClass({ size: 'lg', variant: 'outline' })}>
              {M.showcase}
            </Link>
          </div>
          {links && <IntroVideo videoId={links.introVideoId} />}
          <p className="text-sm font-medium text-brand-900">{M.liveClass}</p>
        </section>

        <Card className="h-fit p-6 lg:sticky lg:top-8">
          <h2 className="text-xl font-bold">{signingUp ? S.title : M.loginTitle}</h2>
          <p className="mb-5 text-sm text-slate-600">{signingUp ? S.subtitle : M.loginSubtitle}</p>
          {signingUp ? <SignupForm orderFormUrl={links?.orderForm} /> : <LoginForm />}
          <Button
            variant="ghost"
            className="mt-3 w-full"
            aria-expanded={signingUp}
            onClick={() => setSigningUp((v) => !v)}
          >
            {signingUp ? S.backToLogin : S.toggle}
          </Button>
        </Card>

        <section aria-labelledby="features-title" className="lg:col-span-2">
          <h2 id="features-title" className="mb-4 text-2xl font-bold">
            {M.featuresTitle}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {M.features.map(([title, body], i) => {
              const Icon = ICONS[i] ?? Sparkles;
              return (
                <li key={title}>
                  <Card className="h-full p-5">
                    <Icon className="mb-3 h-7 w-7 text-brand-600" aria-hidden="true" />
                    <h3 className="font-semibold">{title}</h3>
                    <p className="text-sm text-slate-600">{body}</p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        <Link to={paths.affiliates} className="mr-4 hover:text-brand-700">
          {M.affiliates}
        </Link>
        {M.footer(FOOTER_YEAR)}
      </footer>
    </div>
  );
}
