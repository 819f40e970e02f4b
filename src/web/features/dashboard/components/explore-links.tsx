import { BookOpen, GitBranch, Grid3x3, MessageSquareText, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES as M } from '../messages';

const LINKS = () => [
  { to: paths.learning, icon: BookOpen, text: M.links.learning },
  { to: paths.tools, icon: Wrench, text: M.links.tools },
  { to: paths.workflows, icon: GitBranch, text: M.links.workflows },
  { to: paths.prompts, icon: MessageSquareText, text: M.links.prompts },
  { to: paths.categories, icon: Grid3x3, text: M.links.categories },
  { to: paths.affiliates, icon: Users, text: M.links.affiliates },
];

/** docs/product.md#dashboard /dashboard: the links to the member's areas (/admin sits on the profile card). */
export function ExploreLinks() {
  return (
    <section aria-labelledby="explore-heading">
      <h2 id="explore-heading" className="mb-3 text-lg font-semibold">
        {M.explore}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LINKS().map(({ to, icon: Icon, text: [title, body] }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm hover:border-brand-600 hover:shadow-md"
            >
              <Icon className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="text-sm text-slate-600">{body}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
