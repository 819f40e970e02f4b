import { ExternalLinkButton } from '../../../components/external-link-button';
import { ClosingCall } from '../../../components/marketing-sections';
import { LANDING_MESSAGES as M } from '../messages';
import { PaidRegisterLink } from './paid-register-link';

/** The register calls-to-action again (paid first), for a visitor who read the whole page. */
export function LandingClosingCall({ signupSite }: { signupSite: string | undefined }) {
  return (
    <ClosingCall title={M.closingTitle} body={M.closingBody} dark>
      <div className="flex shrink-0 flex-wrap gap-3">
        <PaidRegisterLink size="lg" variant="outline" className="border-white text-brand-900" />
        <ExternalLinkButton
          href={signupSite}
          size="lg"
          variant="outline"
          className="border-white text-brand-900"
        >
          {M.register}
        </ExternalLinkButton>
      </div>
    </ClosingCall>
  );
}
