import { CheckCircle2 } from 'lucide-react';
import { useNoIndex } from '../../../lib/use-no-index';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Card } from '../../../components/ui/card';
import { useCertificateCheck } from '../api/certificate';
import { CertificateView } from '../components/certificate-view';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';
import { CERTIFICATE_MESSAGES } from '@shared/certificates';

/**
 * Issue 21: /sijil/{code}, for anyone (an employer) to check a certificate: the name, the
 * username, the date and the path, nothing else of the member's; issue 31: what it proves
 * (tutorials completed, quizzes passed).
 */
export default function CertificateCheckPage() {
  const { code = '' } = useParams();
  const check = useCertificateCheck(code);
  // A member's name: for whoever they give the link to, not for search engines.
  useNoIndex();
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 space-y-4 px-4 py-10">
      {check.data ? (
        <>
          <div
            role="status"
            className="mx-auto flex max-w-3xl items-start justify-center gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 print:hidden"
          >
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-medium">{M.valid}</span> {CERTIFICATE_MESSAGES.records}
            </p>
          </div>
          <CertificateView certificate={check.data} />
        </>
      ) : check.isError ? (
        <Card role="alert" className="mx-auto max-w-lg p-6 text-center">
          <h1 className="text-xl font-semibold">{M.checkTitle}</h1>
          <p className="mt-2 text-slate-700">
            {check.error instanceof ApiError && check.error.status === 404
              ? CERTIFICATE_MESSAGES.notFound
              : M.checkFailed}
          </p>
        </Card>
      ) : (
        <p role="status" className="text-center text-slate-600">
          {M.checkTitle}…
        </p>
      )}
    </main>
  );
}
