import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useIssueCertificate, useMyCertificate } from '../api/certificate';
import { CertificateView } from '../components/certificate-view';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';
import { CERTIFICATE_MESSAGES } from '@shared/certificates';

/**
 * Issue 21: /sijil, the member's certificate for the learning path: issued at the first visit
 * once earned, printable to a clean A4 page from the browser.
 */
export default function CertificatePage() {
  const mine = useMyCertificate();
  const issue = useIssueCertificate();
  const earnedButNotIssued = mine.data?.earned && !mine.data.certificate;
  const { mutate, isIdle } = issue;
  useEffect(() => {
    if (earnedButNotIssued && isIdle) mutate();
  }, [earnedButNotIssued, isIdle, mutate]);

  if (mine.isError || issue.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg p-6 text-center">
        <p className="text-red-800">{messageOf(mine.error ?? issue.error) || M.loadFailed}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => (mine.isError ? void mine.refetch() : issue.mutate())}
        >
          {M.retry}
        </Button>
      </Card>
    );
  }
  const certificate = mine.data?.certificate;
  if (mine.data && !mine.data.earned) {
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
  if (!certificate) {
    return (
      <p role="status" className="text-center text-slate-600">
        {M.issuing}
      </p>
    );
  }
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
