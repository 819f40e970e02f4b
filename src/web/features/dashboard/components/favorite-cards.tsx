import { Link } from 'react-router';
import type {
  FavoritePromptCard,
  FavoriteToolCard,
  FavoriteTutorialCard,
  FavoriteWorkflowCard,
} from '@shared/dashboard';
import { ITEM_STATUS_LABELS, TUTORIAL_STATUS_LABELS } from '@shared/labels';
import { FAVORITE_CARD_FEATURE_COUNT, FAVORITE_CARD_TOOL_COUNT } from '@shared/limits';
import { BadgeList } from '../../../components/badge-list';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { PricingBadge } from '../../../components/pricing-badge';
import { PromptSaveAction } from '../../../components/item-actions';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES } from '../messages';
import { CategoryBadge, ToolLogo } from '../../../components/category-look';

const M = DASHBOARD_MESSAGES.favorites;
const CARD =
  'relative flex h-full flex-col gap-2 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md';
const TITLE_LINK = 'after:absolute after:inset-0 hover:text-brand-700';

function Remarks({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="rounded-md bg-amber-50 px-2 py-1 text-sm text-slate-700">
      <span className="font-medium text-amber-900">{M.remarks}:</span> {text}
    </p>
  );
}

function StatusBadge({ label, done }: { label: string; done: boolean }) {
  return (
    <Badge tone={done ? 'green' : 'neutral'} className="ml-auto">
      <span className="sr-only">{M.status}: </span>
      {label}
    </Badge>
  );
}

export function FavoriteToolItem({ tool }: { tool: FavoriteToolCard }) {
  return (
    <Card className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={tool.category} />
        <PricingBadge pricing={tool.pricing} />
        <StatusBadge label={ITEM_STATUS_LABELS[tool.status]} done={tool.status === 'tried'} />
      </div>
      <div className="flex items-center gap-3">
        <ToolLogo name={tool.name} logoUrl={tool.logoUrl} category={tool.category} />
        <h3 className="font-semibold text-slate-900">
          <Link to={paths.tool(tool.id)} className={TITLE_LINK}>
            {tool.name}
          </Link>
        </h3>
      </div>
      {tool.mainFunction && (
        <p className="line-clamp-2 text-sm text-slate-600">{tool.mainFunction}</p>
      )}
      <BadgeList
        items={tool.keyFeatures}
        max={FAVORITE_CARD_FEATURE_COUNT}
        label={M.keyFeatures}
        more={M.more}
      />
      <Remarks text={tool.personalRemarks} />
    </Card>
  );
}

export function FavoriteWorkflowItem({ workflow }: { workflow: FavoriteWorkflowCard }) {
  return (
    <Card className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={workflow.category} />
        <StatusBadge
          label={ITEM_STATUS_LABELS[workflow.status]}
          done={workflow.status === 'tried'}
        />
      </div>
      <h3 className="font-semibold text-slate-900">
        <Link to={paths.workflow(workflow.id)} className={TITLE_LINK}>
          {workflow.title}
        </Link>
      </h3>
      {workflow.estimatedTime && <p className="text-xs text-slate-500">{workflow.estimatedTime}</p>}
      <BadgeList
        items={workflow.tools}
        max={FAVORITE_CARD_TOOL_COUNT}
        label={M.tools_}
        more={M.more}
      />
      <Remarks text={workflow.personalRemarks} />
    </Card>
  );
}

export function FavoriteTutorialItem({ tutorial }: { tutorial: FavoriteTutorialCard }) {
  return (
    <Card className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={tutorial.difficulty} />
        <CategoryBadge category={tutorial.category} />
        <StatusBadge
          label={TUTORIAL_STATUS_LABELS[tutorial.status]}
          done={tutorial.status === 'completed'}
        />
      </div>
      <h3 className="font-semibold text-slate-900">
        <Link to={paths.tutorial(tutorial.id)} className={TITLE_LINK}>
          {tutorial.title}
        </Link>
      </h3>
      {(tutorial.instructor || tutorial.duration) && (
        <p className="text-xs text-slate-500">
          {[tutorial.instructor, tutorial.duration].filter(Boolean).join(' · ')}
        </p>
      )}
      <Remarks text={tutorial.personalRemarks} />
    </Card>
  );
}

export function FavoritePromptItem({ prompt }: { prompt: FavoritePromptCard }) {
  return (
    <Card className={CARD}>
      {/* Room on the right for the heart, drawn in the corner. */}
      <div className="flex min-h-9 items-start gap-2 pr-12 md:min-h-7 md:pr-10">
        <CategoryBadge category={prompt.category} />
      </div>
      <h3 className="font-semibold text-slate-900">
        <Link to={paths.prompt(prompt.id)} className={TITLE_LINK}>
          {prompt.title}
        </Link>
      </h3>
      {/* After the title, so Tab reaches the card's link first; above the card-wide link, so
          the heart toggles and never navigates. */}
      <div className="absolute right-3 top-3">
        <PromptSaveAction promptId={prompt.id} title={prompt.title} />
      </div>
      {prompt.description && (
        <p className="line-clamp-2 text-sm text-slate-600">{prompt.description}</p>
      )}
      <BadgeList
        items={prompt.tools}
        max={FAVORITE_CARD_TOOL_COUNT}
        label={M.tools_}
        more={M.more}
      />
    </Card>
  );
}
