import { Printer, UserPen } from 'lucide-react';
import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { CERTIFICATE_MESSAGES } from '@shared/certificates';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useIssueCertificate, useMyCertificate } from '../api/certificate';
import { CertificateView } from '../components/certificate-view';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';

/**
 * Issue 21: /sijil, the member's certificate for the learning path. Once earned, it is issued
 * under the member's profile name (issue 31); then it prints alone on an A4 page from the
 * browser.
 */
export default function CertificatePage() {
  const mine = useMyCertificate();
  if (mine.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg p-6 text-center">
        <h1 className="text-xl font-semibold">{M.title}</h1>
        <p className="mt-2 text-red-800">{messageOf(mine.error) || M.loadFailed}</p>
        <Button variant="outline" className="mt-3" onClick={() => void mine.refetch()}>
          {M.retry}
        </Button>
      </Card>
    );
  }
  if (!mine.data) {
    return (
      <p role="status" className="text-center text-slate-600">
        {M.loading}
      </p>
    );
  }
  const { certificate, earned, name } = mine.data;
  if (certificate) {
    return (
      <div className="space-y-6">
        <div className="flex justify-end print:hidden">
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> {M.print}
          </Button>
        </div>
        <CertificateView certificate={certificate} />
      </div>
    );
  }
  if (!earned) {
    return (
      <Card className="mx-auto max-w-lg p-6 text-center">
        <h1 className="text-xl font-semibold">{M.notEarnedTitle}</h1>
        <p className="mt-2 text-slate-600">{CERTIFICATE_MESSAGES.notEarned}</p>
        <Link to={paths.dashboard} className={buttonClass({ className: 'mt-4' })}>
          {M.toPath}
        </Link>
      </Card>
    );
  }
  return <IssueForm name={name} />;
}

/**
 * Issue 31: the certificate prints the member's profile name: shown here before it is issued,
 * changed only in Edit Profil (audited); a member without one is sent there first.
 */
function IssueForm({ name }: { name: string | null }) {
  const issue = useIssueCertificate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate();
  };
  const error = issue.isError ? messageOf(issue.error) || M.loadFailed : null;
  const editProfile = (
    <Link
      to={paths.editProfile}
      className={buttonClass({ variant: name ? 'outline' : 'primary', size: 'sm' })}
    >
      <UserPen className="h-4 w-4" aria-hidden="true" /> {M.editProfile}
    </Link>
  );
  if (!name) {
    return (
      <Card className="mx-auto max-w-lg p-6">
        <h1 className="text-xl font-semibold">{M.confirmTitle}</h1>
        <p className="mt-2 text-slate-700">{CERTIFICATE_MESSAGES.nameRequired}</p>
        <div className="mt-4">{editProfile}</div>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-lg p-6">
      <h1 className="text-xl font-semibold">{M.confirmTitle}</h1>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <dl>
          <dt className="text-sm font-medium text-slate-700">{M.nameLabel}</dt>
          <dd className="mt-1 break-words text-lg font-semibold text-slate-900">{name}</dd>
        </dl>
        <p className="text-sm text-slate-600">{M.nameHint}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={issue.isPending}>
            {M.issue}
          </Button>
          {editProfile}
        </div>
      </form>
    </Card>
  );
}
