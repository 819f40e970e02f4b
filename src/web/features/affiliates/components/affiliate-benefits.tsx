import { Wallet } from 'lucide-react';
import { CheckList, FeatureCards } from '../../../components/marketing-sections';
import { AFFILIATES_MESSAGES as M } from '../messages';

/** Why join the programme, and why the product is easy to share. */
export function AffiliateBenefits() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <FeatureCards
        id="benefits-title"
        title={M.benefitsTitle}
        items={M.benefits}
        icons={[Wallet]}
      />
      <CheckList id="why-title" title={M.whyTitle} items={M.why} />
    </div>
  );
}
