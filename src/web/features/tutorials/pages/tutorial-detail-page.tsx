import { Captions } from 'lucide-react';
import { useParams } from 'react-router';
import type { TutorialDetailResponse } from '@shared/tutorials';
import { ItemQueryView } from '../../../components/item-query-view';
import { BackLink } from '../../../components/back-link';
import { DetailItemControls, usePreloadPart } from '../../../components/item-actions';
import { TutorialVideoAction } from '../../../components/tutorial-video';
import { Card } from '../../../components/ui/card';
import { WatchOnYoutube } from '../components/watch-on-youtube';
import { paths } from '../../../lib/paths';
import { useTutorial } from '../api/get-tutorial';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RelatedTools } from '../components/related-tools';
import { TutorialMeta } from '../components/tutorial-meta';
import { TutorialQuiz } from '../components/tutorial-quiz';
import { TutorialResources } from '../components/tutorial-resources';
import { TutorialSteps } from '../components/tutorial-steps';
import { VideoLanguageBadge } from '../components/video-language-badge';
import { TUTORIALS_MESSAGES as M } from '../messages';
import { CategoryBadge } from '../../../components/category-look';

const backToLearning = () => <BackLink to={paths.learning} label={M.backToLearning} />;

export default function TutorialDetailPage() {
  const { id = '' } = useParams();
  usePreloadPart('DetailControls');
  const query = useTutorial(id);
  return (
    <ItemQueryView
      query={query}
      notFound={M.notFound}
      loadFailed={M.loadFailed}
      back={backToLearning()}
      skeleton="video"
    >
      {(data) => <TutorialDetail {...data} />}
    </ItemQueryView>
  );
}

function TutorialDetail({ tutorial, relatedTools }: TutorialDetailResponse) {
  return (
    <article className="space-y-6">
      {backToLearning()}
      {tutorial.youtubeId && (
        <div className="mx-auto max-w-4xl">
          <TutorialVideoAction
            tutorialId={tutorial.id}
            videoId={tutorial.youtubeId}
            title={tutorial.title}
            playLabel={M.play(tutorial.title)}
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 text-sm text-slate-600">
            <p className="flex items-center gap-2">
              <Captions className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {M.videoLanguage[tutorial.videoLanguage]} ·{' '}
                {tutorial.captions ? M.captionsOn : M.noCaptions}
              </span>
            </p>
            <WatchOnYoutube videoId={tutorial.youtubeId} />
          </div>
        </div>
      )}
      <Card className="p-6 sm:p-8">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <VideoLanguageBadge language={tutorial.videoLanguage} />
          <DifficultyBadge difficulty={tutorial.difficulty} />
          <CategoryBadge category={tutorial.category} />
        </div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{tutorial.title}</h1>
        <TutorialMeta tutorial={tutorial} className="mt-3" />
        {tutorial.description && (
          <>
            <h2 className="sr-only">{M.description}</h2>
            <p className="mt-4 whitespace-pre-line text-slate-700">{tutorial.description}</p>
          </>
        )}
        <DetailItemControls itemType="tutorial" itemId={tutorial.id} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        {tutorial.steps.length > 0 && (
          <div className="lg:col-span-2">
            <TutorialSteps steps={tutorial.steps} />
          </div>
        )}
        <TutorialResources resources={tutorial.resources} />
      </div>

      {/* Issue 33: the quiz tests the steps, so it comes after them. */}
      <TutorialQuiz tutorialId={tutorial.id} />

      <RelatedTools tools={relatedTools} />
    </article>
  );
}
