import type { SiteResponse } from '@shared/site';
import { Card } from '../../../components/ui/card';
import { AFFILIATES_MESSAGES as M } from '../messages';
import { ExternalLinkButton } from '../../../components/external-link-button';

type Links = SiteResponse['links'] | undefined;

/** docs/product.md#landing-affiliates-and-showcase: register as affiliate, the portal for links and commissions, the support group. */
export function AffiliateSteps({ links }: { links: Links }) {
  const steps = [
    { text: M.steps.register, href: links?.affiliateRegister, action: M.register },
    { text: M.steps.portal, href: links?.affiliatePortal, action: M.portal },
    { text: M.steps.support, href: links?.supportGroup, action: M.supportGroup },
  ];
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className="mb-4 text-2xl font-bold text-slate-900">
        {M.stepsTitle}
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map(({ text: [title, body], href, action }, i) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <span
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <p className="flex-1 text-sm text-slate-600">{body}</p>
              <ExternalLinkButton href={href} variant={i === 0 ? 'primary' : 'outline'}>
                {action}
              </ExternalLinkButton>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
