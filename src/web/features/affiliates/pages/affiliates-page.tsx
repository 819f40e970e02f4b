import { useSite } from '../../../lib/site';
import { AffiliateBenefits } from '../components/affiliate-benefits';
import { AffiliateHeader } from '../components/affiliate-header';
import { AffiliateSteps } from '../components/affiliate-steps';
import { ExternalLinkButton } from '../../../components/external-link-button';
import { ClosingCall, Hero } from '../../../components/marketing-sections';
import { AFFILIATES_MESSAGES as M } from '../messages';

/** docs/product.md#landing-affiliates-and-showcase /affiliates: the public page of the affiliate programme. */
export default function AffiliatesPage() {
  const links = useSite().data?.links;
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-surface">
      <AffiliateHeader />
      <main className="mx-auto max-w-7xl space-y-12 px-4 py-8 lg:py-14">
        <Hero
          id="affiliates-title"
          badge={M.heroBadge}
          title={M.title}
          body={M.intro}
          className="max-w-3xl"
        >
          <ExternalLinkButton href={links?.affiliateRegister} size="lg">
            {M.register}
          </ExternalLinkButton>
        </Hero>
        <ul aria-label={M.highlightsLabel} className="grid gap-4 sm:grid-cols-3">
          {M.highlights.map(([figure, meaning]) => (
            <li key={figure} className="rounded-xl bg-brand-deep p-5 text-white">
              <p className="text-3xl font-extrabold">{figure}</p>
              <p className="text-sm text-white/80">{meaning}</p>
            </li>
          ))}
        </ul>
        <AffiliateSteps links={links} />
        <AffiliateBenefits />
        <ClosingCall title={M.closingTitle} body={M.closingBody}>
          <ExternalLinkButton href={links?.affiliateRegister} size="lg" className="shrink-0">
            {M.register}
          </ExternalLinkButton>
        </ClosingCall>
      </main>
    </div>
  );
}
