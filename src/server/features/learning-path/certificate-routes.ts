import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERTIFICATE_MESSAGES,
  Certificate,
  CertificateParams,
  IssueCertificateRequest,
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
  readCertificate,
  suggestedName,
  verifyCertificate,
} from './certificate.js';

// Issue 21: the learning-path certificate; its check by code is public and shows nothing private.
export const certificateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/certificate',
      { config: { access: 'member' }, schema: { response: { 200: MyCertificateResponse } } },
      async (request) => {
        const userId = currentUser(request).id;
        const [certificate, earned, name] = await Promise.all([
          readCertificate(ctx.db, userId),
          certificateEarned(ctx.db, userId),
          suggestedName(ctx.db, userId),
        ]);
        return { certificate, earned: earned || certificate !== null, suggestedName: name };
      },
    );

    app.post(
      '/api/me/certificate',
      {
        config: { access: 'member', memberLimit: RATE_RULES.quizUser },
        schema: { body: IssueCertificateRequest, response: { 200: Certificate } },
      },
      async (request) =>
        issueCertificate(ctx.db, currentUser(request).id, request.body.name, ctx.now()),
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
        const certificate = await verifyCertificate(ctx.db, request.params.code);
        if (!certificate) throw notFound(CERTIFICATE_MESSAGES.notFound);
        return certificate;
      },
    );
  };
