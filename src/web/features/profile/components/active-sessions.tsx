import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MemberSession } from '@shared/sessions';
import { OfflineNotice, waitsForConnection } from '../../../components/offline-notice';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingRegion, TextSkeleton } from '../../../components/ui/skeleton';
import { messageOf } from '../../../lib/api-client';
import { dateAndTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.sessions;

/** What the confirmation asks about: one other session, or all of them. */
type Asking = { session: MemberSession } | { others: true };

/**
 * Issue 31, "Sesi aktif" on Edit Profil (docs/product.md#profile, ASVS 3.3.4): the member's live
 * sessions, this device first, and signing one or all the others out, each after a confirmation.
 */
export function ActiveSessions() {
  const sessions = useSessions();
  const one = useSignOutSession();
  const others = useSignOutOtherSessions();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After a sign-out the pressed button's row goes: the focus goes to the heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const signedOut = useRef(false);
  const busy = one.isPending || others.isPending;

  const ask = (next: Asking) => {
    setFailure(null);
    signedOut.current = false;
    setAsking(next);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      if ('session' in asking) {
        await one.mutateAsync(asking.session.id);
        toast.success(M.signedOutOne);
      } else {
        toast.success(M.signedOutOthers((await others.mutateAsync()).ended));
      }
      signedOut.current = true;
    } catch (error) {
      const text = M.signOutFailed(messageOf(error));
      setFailure(text);
      toast.error(text);
    }
    setAsking(null);
  };

  const list = sessions.data?.sessions;
  const hasOthers = list?.some((session) => !session.current) ?? false;
  return (
    <section aria-labelledby="sessions-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3
        id="sessions-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {M.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{M.intro}</p>

      {waitsForConnection(sessions) ? (
        <div className="mt-3">
          <OfflineNotice onRetry={() => void sessions.refetch()} />
        </div>
      ) : sessions.isPending ? (
        <LoadingRegion label={M.loading} className="mt-3">
          <TextSkeleton lines={3} />
        </LoadingRegion>
      ) : sessions.isError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="text-red-800">{M.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void sessions.refetch()}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" /> {M.retry}
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200">
            {list?.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                disabled={busy}
                onSignOut={() => ask({ session })}
              />
            ))}
          </ul>
          {hasOthers ? (
            <Button
              variant="outline"
              className="mt-2 w-full sm:w-auto"
              disabled={busy}
              onClick={() => ask({ others: true })}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" /> {M.signOutOthers}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{M.onlyThisDevice}</p>
          )}
        </>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}

      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !busy && setAsking(null)}
        title={
          asking && 'session' in asking
            ? M.confirmOneTitle(asking.session.device)
            : M.confirmOthersTitle
        }
        description={asking && 'session' in asking ? M.confirmOne : M.confirmOthers}
        returnFocus={() => (signedOut.current ? heading.current : null)}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setAsking(null)} disabled={busy}>
            {M.cancel}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? M.signingOut : M.signOut}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function SessionRow({
  session,
  disabled,
  onSignOut,
}: {
  session: MemberSession;
  disabled: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 py-3">
      <div className="flex min-w-0 flex-1 gap-2">
        <MonitorSmartphone className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{session.device}</span>
            {session.current && <Badge tone="green">{M.thisDevice}</Badge>}
          </p>
          <p className="text-sm text-slate-600">{M.lastUsed(dateAndTime(session.lastUsedAt))}</p>
          <p className="text-xs text-slate-500">{M.signedIn(dateAndTime(session.createdAt))}</p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={M.signOutNamed(session.device)}
          disabled={disabled}
          onClick={onSignOut}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> {M.signOut}
        </Button>
      )}
    </li>
  );
}
