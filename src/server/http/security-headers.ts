import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { EARLY_INPUT_SCRIPT } from '../../shared/early-input.js';
import { THEME_SCRIPT } from '../../shared/theme.js';

/** The inline scripts the pages carry (the theme, before the first paint; early input), by hash. */
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Helmet's security headers, sent with every answer. */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      // YouTube's IFrame API, which the tutorial page loads to follow playback (issue 21): its
      // loader and the player script it fetches, not the whole host (which serves JSONP).
      'script-src': [
        "'self'",
        hashOf(THEME_SCRIPT),
        hashOf(EARLY_INPUT_SCRIPT),
        'https://www.youtube.com/iframe_api',
        'https://www.youtube.com/s/player/',
      ],
      'img-src': ["'self'", 'data:', 'https:'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'upgrade-insecure-requests': null,
    },
  },
} satisfies FastifyHelmetOptions;

/**
 * The headers helmet sets, as plain values, read once from a throwaway app: the app sets them on
 * every answer (helmet's own plugin would work them out again for each request, a few per cent
 * of a request's time), and on the few answers Fastify and Node send before any hook runs
 * (http/framework-errors.ts).
 */
export async function readSecurityHeaders(
  options: {
    /**
     * Sites a form of ours may lead to besides our own (the order form the landing's sign-up
     * redirects to without JavaScript, issue 34): helmet's `form-action 'self'` would stop it.
     */
    formTargets?: readonly string[];
  } = {},
): Promise<OutgoingHttpHeaders> {
  const origins = (options.formTargets ?? []).flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  const csp = SECURITY_HEADERS.contentSecurityPolicy;
  const probe = Fastify();
  await probe.register(helmet, {
    ...SECURITY_HEADERS,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, 'form-action': ["'self'", ...origins] },
    },
  });
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  const answer = await probe.inject('/');
  await probe.close();
  return answer.json();
}
