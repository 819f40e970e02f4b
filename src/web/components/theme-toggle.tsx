import { chooseTheme, useTheme } from '../lib/theme';
import { cn } from '../lib/cn';
import { CHROME_MESSAGES as M } from './messages';

/** Issue 20: light or dark, on every header; the choice is remembered in this browser. */
export default function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={M.darkTheme}
      title={M.darkTheme}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100',
        className,
      )}
    >
      {/* Lucide's moon, drawn here: the toggle loads on its own and needs no icon library. */}
      <svg
        viewBox="0 0 24 24"
        className={cn('h-5 w-5', dark && 'fill-current')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </svg>
    </button>
  );
}
