import { Spinner } from '../components/ui/spinner';
import { SHELL_MESSAGES as M } from './messages';

export function LoadingScreen() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3" aria-busy="true">
      <Spinner label={M.loading} className="text-brand-600" />
      <p className="text-sm text-slate-500">{M.loading}</p>
    </div>
  );
}
