import { Link } from 'react-router';
import { ExternalLinkButton } from '../../../components/external-link-button';
import { Hero } from '../../../components/marketing-sections';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { LANDING_MESSAGES as M } from '../messages';

/**
 * Short on a phone (no badge, one button), so the sign-in card right after it stays on the first
 * screen.
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
      <ExternalLinkButton href={signupSite} size="lg">
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
