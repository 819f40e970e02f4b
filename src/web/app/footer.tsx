import { Link } from 'react-router';
import { FOOTER_YEAR } from '@shared/constants';
import { paths } from '../lib/paths';
import { LanguageChoice } from './language-choice';
import { FRAME_MESSAGES, SHELL_MESSAGES as M } from './messages';

const FOOTER_LINKS = () => [
  { to: paths.learning, label: M.nav.tutorial },
  { to: paths.tools, label: M.nav.tools },
  { to: paths.workflows, label: M.nav.workflow },
  { to: paths.dashboard, label: M.nav.dashboard },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-brand-700">{M.brand}</p>
          <p className="text-sm text-slate-500">{M.footerTagline}</p>
        </div>
        <nav
          aria-label={FRAME_MESSAGES.footerLinks}
          className="flex flex-wrap gap-x-4 text-sm sm:gap-y-4"
        >
          {FOOTER_LINKS().map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="inline-flex min-h-11 min-w-11 items-center justify-center text-slate-600 hover:text-brand-700 sm:min-h-0 sm:min-w-0"
            >
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-slate-100 py-4 text-xs text-slate-500 sm:flex-row sm:justify-center sm:gap-6">
        <LanguageChoice />
        <p>{M.footerRights(FOOTER_YEAR)}</p>
      </div>
    </footer>
  );
}
