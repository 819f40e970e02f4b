import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers and what each may import (docs/architecture.md). Production code only: a test may
// reach across to set up what it tests.
const featuresOf = (side) =>
  fs
    .readdirSync(`src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** No feature imports another: a piece two features need gets a shared home. */
const featureZones = (side) =>
  featuresOf(side).map((name) => ({
    target: `./src/${side}/features/${name}`,
    from: `./src/${side}/features`,
    except: [`./${name}`],
    message: `A feature does not import another feature; move what both need to a shared module.`,
  }));

const SERVER_SHARED = [
  'accounts',
  'activity',
  'admin',
  'auth',
  'content',
  'events',
  'http',
  'jobs',
  'mail',
];

const zones = [
  ...featureZones('server'),
  ...featureZones('web'),
  // db/ is the bottom of the server: it knows tables, not requests, accounts or features.
  ...[
    'auth',
    'http',
    'features',
    'accounts',
    'activity',
    'admin',
    'content',
    'events',
    'jobs',
    'mail',
  ].map((layer) => ({
    target: './src/server/db',
    from: `./src/server/${layer}`,
    message: 'db/ imports no layer above it (give it its own error, as RowNotFoundError).',
  })),
  // jobs/ runs the timed work (the digest, the link check, the purge) once across processes:
  // it knows the database and the app it runs in, never what a job does.
  ...['auth', 'http', 'features', 'accounts', 'activity', 'admin', 'content', 'events', 'mail'].map(
    (layer) => ({
      target: './src/server/jobs',
      from: `./src/server/${layer}`,
      message: 'jobs/ imports db/ only: a job is handed in by the feature that schedules it.',
    }),
  ),
  // The server's shared homes serve features; they never import one.
  ...SERVER_SHARED.map((home) => ({
    target: `./src/server/${home}`,
    from: './src/server/features',
    message: 'A shared server module imports no feature.',
  })),
  // The content definitions are below the admin tabs built from them (docs/architecture.md).
  {
    target: './src/server/content',
    from: './src/server/admin',
    message: 'content/ imports no admin/ module: admin/content.ts builds on the definitions.',
  },
  // The web's shared layers know no feature, no app shell and no router.
  ...['components', 'lib'].flatMap((layer) =>
    ['features', 'app', 'router.tsx', 'main.tsx'].map((above) => ({
      target: `./src/web/${layer}`,
      from: `./src/web/${above}`,
      message: `web/${layer} imports no feature, app/ or the router (pass what it needs in).`,
    })),
  ),
  // web/admin/ is the admin panel's kit (its lists, forms, API calls and registry), as
  // server/admin/ is the server's: each resource's tab (features/<resource>/admin/) builds on it,
  // app/admin/ composes the tabs. It knows no feature, no app/ module and no router.
  ...['features', 'app', 'router.tsx', 'main.tsx'].map((above) => ({
    target: './src/web/admin',
    from: `./src/web/${above}`,
    message: "web/admin imports no feature, app/ or the router (a resource's tab imports it).",
  })),
  // Members never load admin code: only a feature's admin/ folder and app/admin/ use the kit,
  // and a member screen never imports its feature's admin/ folder (npm run test:pages checks
  // the built chunks too).
  ...featuresOf('web').flatMap((name) =>
    fs
      .readdirSync(`src/web/features/${name}`, { withFileTypes: true })
      .filter((entry) => entry.name !== 'admin')
      .map((entry) => ({
        target: `./src/web/features/${name}/${entry.name}`,
        from: ['./src/web/admin', `./src/web/features/${name}/admin`],
        message: "A member screen imports no admin code (only the feature's admin/ folder does).",
      })),
  ),
  ...fs
    .readdirSync('src/web/app', { withFileTypes: true })
    .filter((entry) => entry.name !== 'admin')
    .map((entry) => ({
      target: `./src/web/app/${entry.name}`,
      from: './src/web/admin',
      message: 'Only app/admin/ composes the admin panel.',
    })),
  // A feature's screens are composed by app/ and the router, not the other way round.
  ...['app', 'router.tsx', 'main.tsx'].map((above) => ({
    target: './src/web/features',
    from: `./src/web/${above}`,
    message: 'A feature imports no app/ module or the router.',
  })),
  // One-way: the SPA and shared contracts never reach into server code, shared into neither.
  { target: './src/web', from: './src/server', message: 'The SPA never imports server code.' },
  { target: './src/shared', from: './src/server', message: 'shared/ imports no server code.' },
  { target: './src/shared', from: './src/web', message: 'shared/ imports no web code.' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Issue 33 (decision 052): a shared schema's message is read when a value is checked, in the
    // language of the request or page, never when the module loads: `lazyMessage(() => M.x)`.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression > MemberExpression.arguments[object.name=/^M$|MESSAGES$/]',
          'CallExpression > CallExpression.arguments[callee.object.name=/^M$|MESSAGES$/]',
          'Property[key.name=/^(message|error)$/] > MemberExpression.value[object.name=/^M$|MESSAGES$/]',
          'Property[key.name=/^(message|error)$/] > CallExpression.value[callee.object.name=/^M$|MESSAGES$/]',
          // Wording written into a check, with no catalogue entry at all.
          'CallExpression[callee.property.name=/^(min|max|length|gt|gte|lt|lte|regex|refine|enum|array|record|multipleOf)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral).arguments:nth-child(2)',
          'CallExpression[callee.property.name=/^(string|number|int|boolean|email|url|nonempty|positive|nonnegative)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral).arguments:first-child',
          'Property[key.name=/^(message|error)$/] > :matches(Literal, TemplateLiteral).value',
        ].map((selector) => ({
          selector,
          message:
            'A message handed over here is read once, in one language: pass `lazyMessage(() => M.x)` (zod) or a function that reads it (decision 052).',
        })),
      ],
    },
  },
  {
    // Tests and test support may cross layers to build what they test.
    files: ['src/**/*.test.{ts,tsx}', 'src/server/test/**', 'src/web/**/test-*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
