// Issue 11 and docs/decisions/023-links-http-pictures-https.md: a link a person can open must be http(s). Every URL field of every
// request schema (found in src/shared by name, so a new one is noticed) refuses javascript:,
// data:, vbscript:, file: and protocol-relative addresses, in every spelling a browser would
// still follow: a 400 naming the field, with its message, and nothing stored.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { FEEDBACK_MESSAGES } from '../../shared/feedback.js';
import { PROMPT_MESSAGES } from '../../shared/prompts.js';
import { SUGGESTION_MESSAGES } from '../../shared/suggestions.js';
import { TOOL_MESSAGES } from '../../shared/tools.js';
import { TUTORIAL_MESSAGES } from '../../shared/tutorials.js';
import { useTestApp } from '../test/app.js';
import { REFUSAL_MAY_WRITE, snapshotChanges, snapshotDb } from '../test/db-snapshot.js';
import { ROUTE_CASES, caseHelpers } from '../test/hostile-routes.js';

const t = useTestApp();
const { callerFor, context } = caseHelpers(t);

/** Addresses a browser would run, read from disk or send elsewhere, as a link or an image. */
const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  ' data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'FILE://C:/Windows/win.ini',
  '//evil.example/x',
  '  //evil.example/x',
  '\\\\evil.example\\share',
  '/\\evil.example',
  'ftp://example.com/file',
  'blob:https://example.com/0f1e2d3c',
  'about:blank',
  'http://',
  'https://',
];

interface UrlField {
  /** The request schema in src/shared and the field's path in it ([] for a list's items). */
  schema: string;
  path: string;
  /** The route that takes it (a key of ROUTE_CASES, whose valid body is used). */
  route: string;
  /** The key of the refusal's `fields`, and its message. */
  field: string;
  message: string;
  /** A good value, accepted: the body is otherwise valid, so a refusal is the address's. */
  good: string;
  set: (body: Record<string, unknown>, value: string) => void;
  /** A picture: https only (issue 15), as the page's Content-Security-Policy loads no other. */
  picture?: true;
}

/** Plain http pictures, refused by picture fields on top of BAD_URLS. */
const HTTP_PICTURES = ['http://contoh.my/imej.png', 'HTTP://contoh.my/imej.png'];

const top =
  (name: string) =>
  (body: Record<string, unknown>, value: string): void => {
    body[name] = value;
  };
const resource = (body: Record<string, unknown>, value: string) => {
  body.resources = [{ title: 'Panduan', url: value }];
};

const youtubeId = (route: string): UrlField => ({
  schema: 'SaveTutorialRequest',
  path: 'youtubeId',
  route,
  field: 'youtubeId',
  message: TUTORIAL_MESSAGES.youtubeIdInvalid,
  good: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  set: top('youtubeId'),
});

const URL_FIELDS: UrlField[] = [
  ...['POST /api/admin/tools', 'PUT /api/admin/tools/:id'].map((route) => ({
    schema: route.startsWith('POST') ? 'CreateToolRequest' : 'UpdateToolRequest',
    path: 'website',
    route,
    field: 'website',
    message: TOOL_MESSAGES.websiteInvalid,
    good: 'https://alat.example.com',
    set: top('website'),
  })),
  ...['POST /api/admin/prompts', 'PUT /api/admin/prompts/:id'].map((route) => ({
    schema: 'SavePromptRequest',
    path: 'imageUrl',
    route,
    field: 'imageUrl',
    message: PROMPT_MESSAGES.imageUrlInvalid,
    good: 'https://contoh.my/imej.png',
    set: top('imageUrl'),
    picture: true as const,
  })),
  ...['POST /api/admin/tutorials', 'PUT /api/admin/tutorials/:id'].flatMap((route) => [
    {
      schema: 'SaveTutorialRequest',
      path: 'resources.[].url',
      route,
      field: 'resources.0.url',
      message: TUTORIAL_MESSAGES.resourceUrlInvalid,
      good: 'https://contoh.my/panduan',
      set: resource,
    },
    youtubeId(route),
  ]),
  {
    schema: 'UpdateProfileRequest',
    path: 'avatarUrl',
    route: 'PATCH /api/profile',
    field: 'avatarUrl',
    message: ACCOUNT_MESSAGES.invalidAvatar,
    good: 'https://contoh.my/avatar.png',
    set: top('avatarUrl'),
    picture: true,
  },
  {
    schema: 'CreateSuggestionRequest',
    path: 'website',
    route: 'POST /api/suggestions',
    field: 'website',
    message: SUGGESTION_MESSAGES.invalidUrl,
    good: 'https://contoh.my',
    set: top('website'),
  },
  // A path of this site, not a full address: the admin panel may show it as a link.
  {
    schema: 'CreateFeedbackRequest',
    path: 'pageUrl',
    route: 'POST /api/feedback',
    field: 'pageUrl',
    message: FEEDBACK_MESSAGES.invalidPage,
    good: '/tools?q=ai',
    set: top('pageUrl'),
  },
];

const URL_NAME = /url|website|link|href|image|avatar|video|youtube/i;

const isEnum = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && 'enum' in schema;

/** The paths of URL-like properties in a JSON Schema: `a.b`, `list.[].url`. */
function urlPaths(schema: unknown, path: string[] = []): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const properties = Object.entries((node.properties ?? {}) as Record<string, unknown>);
  return [
    ...properties.flatMap(([key, child]) => [
      // A field of a fixed list of values (a video's language) cannot hold an address.
      ...(URL_NAME.test(key) && !isEnum(child) ? [[...path, key].join('.')] : []),
      ...urlPaths(child, [...path, key]),
    ]),
    ...urlPaths(node.items, [...path, '[]']),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
      ((node[k] ?? []) as unknown[]).flatMap((option) => urlPaths(option, path)),
    ),
  ];
}

describe('URL fields', () => {
  it('are all known here: every URL-like field of a request schema in src/shared', async () => {
    const shared = new URL('../../shared/', import.meta.url);
    const files = fs
      .readdirSync(shared)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const modules = await Promise.all(
      files.map(
        (file) =>
          import(/* @vite-ignore */ new URL(file, shared).href) as Promise<Record<string, unknown>>,
      ),
    );
    const found = modules.flatMap((exports) =>
      Object.entries(exports)
        .filter(([name, value]) => name.endsWith('Request') && value instanceof z.ZodType)
        .flatMap(([name, value]) =>
          urlPaths(z.toJSONSchema(value as z.ZodType, { io: 'input', unrepresentable: 'any' })).map(
            (path) => `${name}.${path}`,
          ),
        ),
    );
    expect([...new Set(found)].sort()).toEqual(
      [...new Set(URL_FIELDS.map((f) => `${f.schema}.${f.path}`))].sort(),
    );
    const routes = t().app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const { route } of URL_FIELDS) expect(routes).toContain(route);
  });

  it.each(URL_FIELDS.map((f) => [`${f.route} ${f.field}`, f] as const))(
    '%s refuses javascript:, data:, vbscript:, file: and protocol-relative addresses (pictures: http too)',
    async (_, f) => {
      const [method, url] = f.route.split(' ') as [string, string];
      const access = t().app.apiRoutes.find((r) => r.method === method && r.url === url)!.access;
      const routeCase = ROUTE_CASES[f.route]!;
      // One caller for all: refused writes are not counted by the per-member limits.
      const caller = await callerFor(access);
      const send = async (value: string) => {
        const c = context(caller);
        const body = (await routeCase.body(c)) as Record<string, unknown>;
        f.set(body, value);
        const params = routeCase.params ? await routeCase.params(c) : {};
        const path = url.replace(/:(\w+)/g, (__, name: string) =>
          encodeURIComponent(params[name]!),
        );
        return t().as(caller).send(method, path, body);
      };

      const accepted = await send(f.good);
      expect(accepted.statusCode, accepted.body).toBeLessThan(300);

      for (const bad of f.picture ? [...BAD_URLS, ...HTTP_PICTURES] : BAD_URLS) {
        // The row a PUT edits was made for the accepted value above, and is reused here.
        const before = await snapshotDb(t().db, t().dialect, REFUSAL_MAY_WRITE);
        const res = await send(bad);
        const what = `${JSON.stringify(bad)} → ${res.statusCode} ${res.body}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().error.code, what).toBe('validation_failed');
        expect(res.json().error.fields?.[f.field], what).toBe(f.message);
        const after = await snapshotDb(t().db, t().dialect, REFUSAL_MAY_WRITE);
        expect(snapshotChanges(before, after), `stored: ${what}`).toEqual([]);
      }
    },
  );
});
