import { Link } from 'react-router';
import { ExternalLinkButton } from '../../../components/external-link-button';
import { Hero } from '../../../components/marketing-sections';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { LANDING_MESSAGES as M } from '../messages';
import { PaidRegisterLink } from './paid-register-link';

/**
 * Short on a phone (no badge, two buttons), so the sign-in card right after it stays on the first
 * screen. Issue 33: someone who has paid registers here first; the order site comes second.
 */
export function LandingHero({ signupSite }: { signupSite: string | undefined }) {
  return (
    <Hero
      id="hero-title"
      badge={M.heroBadge}
      title={M.heroTitle}
      body={M.heroBody}
      compact
      className="lg:space-y-6 lg:pt-6"
    >
      <PaidRegisterLink size="lg" />
      <ExternalLinkButton href={signupSite} size="lg" variant="outline">
        {M.register}
      </ExternalLinkButton>
      {/* The header links to the showcase too; on a phone this row stays one button high. */}
      <Link
        to={paths.showcase}
        className={buttonClass({ size: 'lg', variant: 'outline', className: 'max-sm:hidden' })}
      >
        {M.showcase}
      </Link>
    </Hero>
  );
}
