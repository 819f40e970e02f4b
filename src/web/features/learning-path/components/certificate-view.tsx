import { Award } from 'lucide-react';
import type { Certificate } from '@shared/certificates';
import { dayMonthYear } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CERTIFICATE_PAGE_MESSAGES as M } from '../messages';

/**
 * Issue 21: the certificate as it prints (an A4 page: styles.css `@page`), and as its public
 * check shows it: the name and username (issue 31: the profile's, as they are now), the path's
 * tutorials, the date and the code.
 */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const checkUrl = `${window.location.origin}${paths.certificateCheck(certificate.code)}`;
  return (
    <article
      data-certificate
      aria-labelledby="certificate-title"
      className="mx-auto max-w-3xl rounded-xl border-4 border-double border-brand-600 bg-surface p-8 text-center sm:p-12 print:max-w-none print:border-brand-600"
    >
      <Award className="mx-auto h-14 w-14 text-amber-500" aria-hidden="true" />
      <h1 id="certificate-title" className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        {M.title}
      </h1>
      <p className="mt-6 text-slate-600">{M.awardedTo}</p>
      <p className="mt-2 break-words text-3xl font-semibold text-brand-700">{certificate.name}</p>
      <p className="mt-1 break-words text-sm text-slate-600">{M.username(certificate.username)}</p>
      <p className="mt-4 text-slate-700">{M.completed}</p>
      <ol className="mx-auto mt-3 max-w-md list-decimal space-y-1 pl-6 text-left text-slate-800">
        {certificate.tutorials.map((title, i) => (
          <li key={i}>{title}</li>
        ))}
      </ol>
      <p className="mt-8 font-medium text-slate-800">
        {M.issuedOn(dayMonthYear(certificate.issuedOn))}
      </p>
      <p className="mt-1 font-mono text-sm text-slate-700">{M.code(certificate.code)}</p>
      <p className="mt-1 break-all text-xs text-slate-500">{M.checkAt(checkUrl)}</p>
    </article>
  );
}
