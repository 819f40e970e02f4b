import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '../../shared/i18n/languages.js';

// Issue 33: the language the server speaks in, per request (decision 052). A request's language
// is the signed-in member's choice, else the `lang` cookie (a visitor's choice from the footer,
// or the member's, set at sign-in), else the operator's INTERFACE_LANGUAGE. Mails and the digest
// are rendered with their recipient's instead (withLanguage around the rendering).

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const storage = new AsyncLocalStorage<() => InterfaceLanguage>();

/** Runs `fn` with messages in `language` (a mail's recipient's, a request's). */
export function withLanguage<T>(language: InterfaceLanguage, fn: () => T): T {
  return storage.run(() => language, fn);
}

/** The language of the work now running, or `fallback` outside a request, mail or digest. */
export const activeLanguage = (fallback: InterfaceLanguage): InterfaceLanguage =>
  storage.getStore()?.() ?? fallback;

/** A request's language: read when asked, so a member found by the session check counts. */
export function requestLanguage(
  request: Pick<FastifyRequest, 'user' | 'cookies'>,
  fallback: InterfaceLanguage,
): InterfaceLanguage {
  const chosen = request.user?.interface_language;
  if (chosen) return chosen;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isInterfaceLanguage(cookie) ? cookie : fallback;
}

/**
 * Every request runs in its language: from its first hook, and again from the validation on
 * (a body is read in the socket's own async context, which knows no request).
 */
export function registerRequestLanguage(app: FastifyInstance, fallback: InterfaceLanguage) {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(
      () => requestLanguage(request, fallback),
      () => {
        const scope = new AsyncResource('request-language');
        scopes.set(request, scope);
        scope.runInAsyncScope(done);
      },
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

/** Sends the `lang` cookie (not HttpOnly: the browser reads it at boot), or takes it away (null: the member follows the operator's default). */
export function setLanguageCookie(
  reply: FastifyReply,
  language: InterfaceLanguage | null,
  secure: boolean,
) {
  if (language === null) {
    reply.clearCookie(LANGUAGE_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** At sign-in: the browser is told the member's language, when they chose one. */
export function sendMemberLanguage(
  reply: FastifyReply,
  user: { interface_language: InterfaceLanguage | null },
  secure: boolean,
) {
  if (user.interface_language) setLanguageCookie(reply, user.interface_language, secure);
}

/**
 * A mail (or the digest) made in its recipient's language: theirs when they chose one, else the
 * operator's default, never the language of whoever's request sends it.
 */
export const inRecipientLanguage = <T>(
  recipient: { interface_language?: InterfaceLanguage | null } | null | undefined,
  fallback: InterfaceLanguage,
  render: () => T,
): T => withLanguage(recipient?.interface_language ?? fallback, render);
