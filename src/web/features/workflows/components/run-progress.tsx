import { WORKFLOWS_MESSAGES as M } from '../messages';

/** Completed over total steps as a percentage (docs/product.md#workflows), as an accessible progress bar. */
export function RunProgress({
  done,
  total,
  percent,
}: {
  done: number;
  total: number;
  percent: number;
}) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm text-slate-600">
        <span id="run-progress-label">{M.progressLabel}</span>
        <span>{M.progressText(done, total, percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="run-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
