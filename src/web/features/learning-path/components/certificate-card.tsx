import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { useMyCertificate } from '../api/certificate';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';

/** Issue 21: on the dashboard once the learning path's certificate is earned. */
export function CertificateCard() {
  const earned = useMyCertificate().data?.earned;
  if (!earned) return null;
  return (
    <Card className="border-amber-200 bg-amber-50 p-5">
      <section aria-labelledby="certificate-card-heading" className="flex items-start gap-3">
        <Award className="h-8 w-8 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <h2 id="certificate-card-heading" className="font-semibold text-slate-900">
            {M.cardTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{M.cardBody}</p>
          <Link to={paths.certificate} className={buttonClass({ size: 'sm', className: 'mt-3' })}>
            {M.cardLink}
          </Link>
        </div>
      </section>
    </Card>
  );
}
