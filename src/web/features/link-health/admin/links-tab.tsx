import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { DeadLink, LinkCheckRun } from '@shared/link-health';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { dateAndTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLinkHealth } from './api/get-link-health';
import { useRunLinkCheck } from './api/run-link-check';
import { LINKS_MESSAGES as M, reasonText } from './messages';
import { useRecheckSaved } from './use-recheck-saved';

/**
 * The Link Health tab (issue 23): the dead links the last checks found, each with why, its last
 * good date and a link to edit its item; "Semak sekarang" starts a check in the background.
 * Saving an item opened from here comes back here and checks its links at once (issue 33).
 */
export function LinksTab() {
  const health = useLinkHealth();
  const heading = useRef<HTMLHeadingElement>(null);
  const rechecking = useRecheckSaved(heading);
  const start = useRunLinkCheck();
  const running = Boolean(health.data?.run.running) || start.isPending;

  const runNow = async () => {
    if (running) return;
    try {
      const answer = await start.mutateAsync();
      toast.success(answer.started ? M.started : M.alreadyRunning);
    } catch (error) {
      toast.error(M.runFailed, { description: messageOf(error) });
    }
  };

  return (
    <section aria-labelledby="links-heading">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="links-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          {M.heading}
        </h2>
        {/* Not `disabled` while a run goes on: a button that turns disabled drops the keyboard
            focus. Only the button and the status line are busy, not the list beside them. */}
        <Button
          onClick={() => void runNow()}
          aria-disabled={running || undefined}
          aria-busy={running || undefined}
          className={running ? 'cursor-not-allowed opacity-70' : undefined}
        >
          <RefreshCw className={`h-4 w-4 ${running ? 'animate-spin' : ''}`} aria-hidden="true" />
          {running ? M.running : M.runNow}
        </Button>
      </div>
      <p className="mb-4 text-sm text-slate-600">{M.intro}</p>
      {rechecking && (
        <p role="status" className="mb-4 text-sm font-medium text-slate-700">
          {M.rechecking}
        </p>
      )}
      {health.isPending ? (
        <p role="status" className="text-slate-600">
          {M.loading}
        </p>
      ) : health.isError ? (
        <p role="alert" className="text-red-700">
          {M.loadFailed}
        </p>
      ) : (
        <>
          <RunLine run={health.data.run} />
          <DeadLinks items={health.data.items} total={health.data.total} run={health.data.run} />
        </>
      )}
    </section>
  );
}

function RunLine({ run }: { run: LinkCheckRun }) {
  const text = run.running
    ? run.startedAt && M.runningSince(dateAndTime(run.startedAt))
    : run.finishedAt && run.offline
      ? M.offline(dateAndTime(run.finishedAt))
      : run.finishedAt
        ? M.lastRun(dateAndTime(run.finishedAt), run.checked, run.dead)
        : M.neverChecked;
  return (
    <p role="status" aria-busy={run.running || undefined} className="mb-4 text-sm text-slate-700">
      {text}
    </p>
  );
}

function DeadLinks({ items, total, run }: { items: DeadLink[]; total: number; run: LinkCheckRun }) {
  if (items.length === 0) {
    // Issue 33: a run that could not reach the internet says so on its line, never "all OK".
    if (!run.finishedAt || run.offline) return null;
    return <Card className="p-6 text-center font-medium text-emerald-700">{M.allOk}</Card>;
  }
  return (
    <>
      <p className="mb-2 text-sm font-medium text-slate-900">{M.deadCount(items.length, total)}</p>
      <ul aria-label={M.listLabel} className="space-y-3">
        {items.map((link) => (
          <li key={`${link.itemType}:${link.itemId}:${link.kind}:${link.url}`}>
            <DeadLinkRow link={link} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DeadLinkRow({ link }: { link: DeadLink }) {
  const name = link.name || M.unnamed;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <Badge tone="neutral">{M.kind(link.kind)}</Badge>
        <Badge tone="rose">{reasonText(link)}</Badge>
        <Link
          to={`/admin?tab=${link.itemType}&edit=${encodeURIComponent(link.itemId)}&back=links`}
          replace
          aria-label={M.editItem(name)}
          className="ml-auto rounded px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2"
        >
          {M.edit}
        </Link>
      </div>
      <p className="mt-1 break-all text-sm text-slate-600">{link.url}</p>
      <p className="mt-1 text-xs text-slate-500">
        {link.lastOkAt ? M.lastOk(dateAndTime(link.lastOkAt)) : M.neverOk} ·{' '}
        {M.lastChecked(dateAndTime(link.lastCheckedAt))}
      </p>
    </Card>
  );
}
