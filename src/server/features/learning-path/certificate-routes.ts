import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERTIFICATE_MESSAGES,
  Certificate,
  CertificateParams,
  MyCertificateResponse,
  VerifyCertificateResponse,
} from '../../../shared/certificates.js';
import { currentUser } from '../../auth/access.js';
import { clientAddress } from '../../auth/client-address.js';
import { consume, RATE_RULES } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import {
  certificateEarned,
  issueCertificate,
  profileName,
  readCertificate,
  verifyCertificate,
} from './certificate.js';

// Issue 21: the learning-path certificate; its check by code is public and shows the name, the
// username, the date and the path, nothing else of the member's.
export const certificateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/certificate',
      { config: { access: 'member' }, schema: { response: { 200: MyCertificateResponse } } },
      async (request) => {
        const userId = currentUser(request).id;
        const [certificate, earned, name] = await Promise.all([
          readCertificate({ db: ctx.db, userId }),
          certificateEarned({ db: ctx.db, userId }),
          profileName({ db: ctx.db, userId }),
        ]);
        return { certificate, earned: earned || certificate !== null, name };
      },
    );

    // Issue 31: no body to read: the name is the member's profile name.
    app.post(
      '/api/me/certificate',
      {
        config: { access: 'member', memberLimit: RATE_RULES.quizUser },
        schema: { response: { 200: Certificate } },
      },
      async (request) =>
        issueCertificate({ db: ctx.db, userId: currentUser(request).id, now: ctx.now() }),
    );

    app.get(
      '/api/certificates/:code',
      {
        config: { access: 'public' },
        schema: { params: CertificateParams, response: { 200: VerifyCertificateResponse } },
      },
      async (request, reply) => {
        // Codes cannot be guessed (32^8), and guessing is slowed further per address.
        await consume(ctx.db, RATE_RULES.certificateCheckIp, clientAddress(request), ctx.now());
        // A member's name: for whoever they give the link to, not for search engines.
        void reply.header('x-robots-tag', 'noindex');
        const certificate = await verifyCertificate({ db: ctx.db, code: request.params.code });
        if (!certificate) throw notFound(CERTIFICATE_MESSAGES.notFound);
        return certificate;
      },
    );
  };
