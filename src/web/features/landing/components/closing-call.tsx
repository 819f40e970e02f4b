import { ExternalLinkButton } from '../../../components/external-link-button';
import { ClosingCall } from '../../../components/marketing-sections';
import { LANDING_MESSAGES as M } from '../messages';

/** The register call-to-action again, for a visitor who read the whole page. */
export function LandingClosingCall({ signupSite }: { signupSite: string | undefined }) {
  return (
    <ClosingCall title={M.closingTitle} body={M.closingBody} dark>
      <ExternalLinkButton
        href={signupSite}
        size="lg"
        variant="outline"
        className="shrink-0 border-white text-brand-900"
      >
        {M.register}
      </ExternalLinkButton>
    </ClosingCall>
  );
}
