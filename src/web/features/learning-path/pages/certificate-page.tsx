import { Printer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CERTIFICATE_MESSAGES } from '@shared/certificates';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useIssueCertificate, useMyCertificate } from '../api/certificate';
import { CertificateView } from '../components/certificate-view';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';

/**
 * Issue 21: /sijil, the member's certificate for the learning path. Once earned, the member
 * confirms the name to print (never taken from the account unasked), and the certificate is
 * issued; then it prints alone on an A4 page from the browser.
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
  const { certificate, earned, suggestedName } = mine.data;
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
  return <IssueForm suggestedName={suggestedName} />;
}

function IssueForm({ suggestedName }: { suggestedName: string }) {
  const issue = useIssueCertificate();
  const [name, setName] = useState(suggestedName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate(name);
  };
  const error = issue.isError ? messageOf(issue.error) || M.loadFailed : null;
  return (
    <Card className="mx-auto max-w-lg p-6">
      <h1 className="text-xl font-semibold">{M.confirmTitle}</h1>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <div>
          <Label htmlFor="certificate-name">{M.nameLabel}</Label>
          <Input
            id="certificate-name"
            value={name}
            maxLength={80}
            autoComplete="name"
            aria-describedby="certificate-name-hint"
            aria-invalid={error ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <p id="certificate-name-hint" className="mt-1 text-sm text-slate-600">
            {M.nameHint}
          </p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={issue.isPending}>
          {M.issue}
        </Button>
      </form>
    </Card>
  );
}
