import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from './request-pages.js';
import type { ZodType } from 'zod';
import {
  ACCOUNT_MESSAGES,
  LandingSignupForm,
  RegisterForm,
  ResetPasswordForm,
} from '../../shared/account.js';
import type { SiteResponse } from '../../shared/site.js';
import { loginProblems } from '../../shared/auth-messages.js';
import { CreateSuggestionRequest } from '../../shared/suggestions.js';
import type { ApiErrorBody } from '../../shared/limits.js';
import type { FormAnswer } from '../../shared/form-answer.js';
import type { FavoriteItemType } from '../../shared/favorite-messages.js';

// Issue 34 (docs/architecture.md#forms-without-javascript): the public forms work before their
// script has arrived, or without it. Each is `method="post"` to its own page; the server sends
// the fields to the JSON API route the script calls (the same zod schema, rate limits, origin
// check and audit), then redirects (303) where the script would navigate, or answers with the
// page again, rendered with what the script would show (shared/form-answer.ts). No field ever
// goes into an address.

/** Fields of a form sent without JavaScript, as the browser encodes them. */
type Fields = Record<string, string>;

/** What a successful API answer leads to: another page, or this page showing a result. */
type Done = { redirect: string } | { result: Record<string, string> };

interface PageForm {
  /** The form's name, which its component asks for (web/lib/form-answer.tsx). */
  form: string;
  /** The JSON API route the form's script calls (POST, unless `method` says otherwise). */
  api: string | ((fields: Fields) => string);
  /** The API call's method, from the form's fields: POST when absent. */
  method?: (fields: Fields) => 'POST' | 'DELETE';
  /** The API's body, from the form's fields (none for a DELETE). */
  body: (fields: Fields) => Record<string, unknown> | undefined;
  /** The fields shown again after a refusal: never a password. */
  keep: readonly string[];
  /** The form's own checks, where its script checks before calling the API: a message per field. */
  check?: (fields: Fields) => Record<string, string> | undefined;
  /** Where a success leads, from the API's answer. */
  done: (answer: unknown, fields: Fields) => Done;
}

const text = (fields: Fields, name: string) => fields[name] ?? '';

const signIn = (form: 'login' | 'admin-login'): PageForm => ({
  form,
  api: `/api/auth/${form}`,
  body: (f) => ({ identifier: text(f, 'identifier'), password: text(f, 'password') }),
  keep: ['identifier'],
  check: (f) => {
    const problems = loginProblems({
      identifier: text(f, 'identifier'),
      password: text(f, 'password'),
    });
    return problems.length
      ? Object.fromEntries(problems.map((p) => [p.field, p.message]))
      : undefined;
  },
  // A first sign-in that must change its password does so in the script's dialog: without
  // one, the page says so (web/features/auth/components/login-form.tsx).
  done: (answer) => {
    const result = answer as { status: string; redirectTo?: string };
    return result.status === 'signed_in' && result.redirectTo
      ? { redirect: result.redirectTo }
      : { result: { status: result.status } };
  },
});

/** The messages of `schema`'s broken rules for `input`, one per field (the first), as the form's own check shows them. */
function zodCheck(schema: ZodType, input: unknown): Record<string, string> | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join('.');
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The registration form's values as its script holds them (a ticked box is sent as 'on'). */
const registration = (f: Fields) => ({
  username: text(f, 'username'),
  email: text(f, 'email'),
  password: text(f, 'password'),
  confirmPassword: text(f, 'confirmPassword'),
  gender: text(f, 'gender'),
  birthday: text(f, 'birthday'),
  joinReason: text(f, 'joinReason'),
  orderNumber: text(f, 'orderNumber'),
  terms: f.terms !== undefined,
});

/** A suggestion as its script sends it: a prompt has no website. */
const suggestion = (f: Fields) => ({
  type: text(f, 'type'),
  title: text(f, 'title'),
  description: text(f, 'description'),
  website: text(f, 'type') === 'prompt' ? null : text(f, 'website'),
  reason: text(f, 'reason'),
});

/** The page a reset link opens (its token in the address, as the mail gave it). */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** The reset form's own checks: the schema's, then both passwords the same. */
function resetProblems(f: Fields) {
  const password = text(f, 'password');
  const confirmPassword = text(f, 'confirmPassword');
  return (
    zodCheck(ResetPasswordForm, { password, confirmPassword }) ??
    (password === confirmPassword ? undefined : { confirmPassword: ACCOUNT_MESSAGES.resetMismatch })
  );
}

/**
 * A form that calls no API: once its checks pass it leads elsewhere (the landing sign-up, which
 * creates nothing and sends the browser to the order form), or is refused with `code`.
 */
interface LeadingForm {
  form: string;
  keep: readonly string[];
  check: (fields: Fields) => Record<string, string> | undefined;
  leadsTo: (site: SiteResponse) => { redirect: string } | { code: string };
}

/** The landing's sign-up: its fields as its script holds them. */
const signup = (f: Fields) => ({
  username: text(f, 'username'),
  password: text(f, 'password'),
  confirmPassword: text(f, 'confirmPassword'),
});

/**
 * A detail page's save toggle (web/features/favorites/components/favorite-toggle.tsx): saves the
 * page's item, or takes it out when the page showed it saved, then back to the page, as the
 * script's toggle does in place.
 */
const favorite =
  (itemType: FavoriteItemType, page: string) =>
  (_query: URLSearchParams, { id = '' }: Params): PageForm => {
    const saved = (f: Fields) => text(f, 'saved') === 'true';
    return {
      form: 'favorite',
      method: (f) => (saved(f) ? 'DELETE' : 'POST'),
      api: (f) =>
        saved(f) ? `/api/me/favorites/${itemType}/${encodeURIComponent(id)}` : '/api/me/favorites',
      body: (f) => (saved(f) ? undefined : { itemType, itemId: id }),
      keep: [],
      done: () => ({ redirect: `${page}/${encodeURIComponent(id)}` }),
    };
  };

/** A page's parameters (`:id`), as its route names them. */
type Params = Record<string, string | undefined>;

/**
 * The forms, by the route of the page that holds them and, where a page has two, its `tab` (or
 * `signup`).
 */
const PAGE_FORMS: Record<
  string,
  (query: URLSearchParams, params: Params) => PageForm | LeadingForm
> = {
  '/tools/:id': favorite('tool', '/tools'),
  '/learning/:id': favorite('tutorial', '/learning'),
  '/workflows/:id': favorite('workflow', '/workflows'),
  '/landing': (query) =>
    query.has('signup')
      ? {
          form: 'signup',
          keep: ['username'],
          check: (f) => zodCheck(LandingSignupForm, signup(f)),
          // docs/product.md#landing-affiliates-and-showcase: 'Redirect Failed' without one.
          leadsTo: (site) =>
            site.links.orderForm ? { redirect: site.links.orderForm } : { code: 'redirect_failed' },
        }
      : signIn('login'),
  '/admin-login': () => signIn('admin-login'),
  '/registration/newuser': () => ({
    form: 'registration',
    api: '/api/auth/register',
    // What its script sends: the form without the confirmation and the ticked box.
    body: (f) => {
      const { username, email, password, gender, birthday, joinReason, orderNumber } =
        registration(f);
      return { username, email, password, gender, birthday, joinReason, orderNumber };
    },
    keep: ['username', 'email', 'gender', 'birthday', 'joinReason', 'orderNumber'],
    check: (f) => zodCheck(RegisterForm, registration(f)),
    done: (_answer, f) => ({ result: { email: text(f, 'email') } }),
  }),
  '/suggest': () => ({
    form: 'suggest',
    api: '/api/suggestions',
    body: suggestion,
    keep: ['type', 'title', 'description', 'website', 'reason'],
    check: (f) => zodCheck(CreateSuggestionRequest, suggestion(f)),
    done: () => ({ result: { sent: 'true' } }),
  }),
  // A link that signs its person in (decision 011) leads to the dashboard in recovery mode, as
  // the script does after its 3 seconds; anyone else sees the page's success.
  [RESET_PASSWORD_PAGE]: (query) => ({
    form: 'reset-password',
    api: '/api/auth/password-reset/complete',
    body: (f) => ({ token: query.get('token') ?? '', password: text(f, 'password') }),
    keep: [],
    check: resetProblems,
    done: (answer) =>
      (answer as { user: unknown }).user
        ? { redirect: '/dashboard#type=recovery' }
        : { result: { reset: 'true' } },
  }),
  '/forgot-password': (query) =>
    query.get('tab') === 'find'
      ? {
          form: 'find-email',
          api: '/api/auth/find-email',
          body: (f) => ({ username: text(f, 'username') }),
          keep: ['username'],
          done: (answer) => ({ result: answer as { maskedEmail: string } }),
        }
      : {
          form: 'reset-email',
          api: '/api/auth/password-reset',
          body: (f) => ({ email: text(f, 'email') }),
          keep: ['email'],
          done: () => ({ result: { sent: 'true' } }),
        },
};

/** Headers of the form's request that its API call carries: the member, the origin check. */
const FORWARDED = [
  'cookie',
  'host',
  'origin',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
] as const;

/** Only the first value of each field, as text; a browser sends nothing else. */
function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') fields[name] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') fields[name] = value[0];
    }
  }
  return fields;
}

/** A form's page answered per request with `answer` (request-pages.ts); null if it could not be. */
export type RenderAnswer = (request: FastifyRequest, answer: FormAnswer) => Promise<string | null>;

/**
 * Registers the pages' form routes on `app`: each POST goes to its API route, then to a 303 or
 * the page again (rendered by `renderAnswer`). Only these routes read a form's encoding; the
 * API stays JSON only.
 */
export function registerPageForms(
  app: FastifyInstance,
  renderAnswer: RenderAnswer,
  site: () => SiteResponse,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const path of Object.keys(PAGE_FORMS)) {
      scope.post(path, (request, reply) => answerForm(scope, request, reply, renderAnswer, site));
    }
  });
}

async function answerForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  renderAnswer: RenderAnswer,
  site: () => SiteResponse,
) {
  const url = new URL(request.url, 'http://localhost');
  const route = request.routeOptions.url ?? url.pathname;
  const pageForm = PAGE_FORMS[route]!(url.searchParams, request.params as Params);
  const fields = fieldsOf(request.body);
  const values = Object.fromEntries(pageForm.keep.map((name) => [name, text(fields, name)]));
  const problems = pageForm.check?.(fields);
  if (problems) {
    const answer: FormAnswer = { form: pageForm.form, values, fields: problems };
    return sendPage(reply, 400, await renderAnswer(request, answer), request.url);
  }
  if ('leadsTo' in pageForm) {
    const lead = pageForm.leadsTo(site());
    if ('redirect' in lead) return reply.redirect(lead.redirect, 303);
    const answer: FormAnswer = {
      form: pageForm.form,
      values,
      error: { code: lead.code, message: '' },
    };
    return sendPage(reply, 200, await renderAnswer(request, answer), request.url);
  }
  const body = pageForm.body(fields);
  const headers: Record<string, string> = forwardedHeaders(request, FORWARDED);
  if (body) headers['content-type'] = 'application/json';
  const answer = await app.inject({
    method: pageForm.method?.(fields) ?? 'POST',
    url: typeof pageForm.api === 'string' ? pageForm.api : pageForm.api(fields),
    headers,
    ...(body && { payload: JSON.stringify(body) }),
    remoteAddress: request.ip,
  });
  // A sign-in's session (and a sign-out before it) reaches the browser as the API set it.
  const cookies = answer.headers['set-cookie'];
  if (cookies) void reply.header('set-cookie', cookies);
  const json = parsed(answer.body);
  let formAnswer: FormAnswer;
  if (answer.statusCode < 300) {
    const done = pageForm.done(json, fields);
    if ('redirect' in done) return reply.redirect(done.redirect, 303);
    formAnswer = { form: pageForm.form, values, result: done.result };
  } else {
    const error = (json as Partial<ApiErrorBody> | null)?.error;
    formAnswer = {
      form: pageForm.form,
      values,
      ...(error?.fields && { fields: error.fields }),
      error: { code: error?.code ?? 'http_error', message: error?.message ?? '' },
    };
  }
  const status = answer.statusCode < 300 ? 200 : answer.statusCode;
  return sendPage(reply, status, await renderAnswer(request, formAnswer), request.url);
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/**
 * The page answering a form; without one (no render built, or it failed), back to the page as
 * the browser would load it.
 */
function sendPage(reply: FastifyReply, status: number, page: string | null, url: string) {
  if (!page) return reply.redirect(url, 303);
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}
