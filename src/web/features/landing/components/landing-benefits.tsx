import { BookOpen, GitBranch, MessageSquareText, Wrench } from 'lucide-react';
import { CheckList, FeatureCards } from '../../../components/marketing-sections';
import { LANDING_MESSAGES as M } from '../messages';

/** What a member gets and why learn here. */
export function LandingBenefits() {
  return (
    <>
      <FeatureCards
        id="features-title"
        title={M.featuresTitle}
        items={M.features}
        icons={[Wrench, BookOpen, GitBranch, MessageSquareText]}
        className="lg:grid-cols-4"
      />
      <CheckList
        id="benefits-title"
        title={M.benefitsTitle}
        items={M.benefits}
        className="sm:grid-cols-2"
      />
    </>
  );
}
