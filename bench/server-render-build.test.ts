import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The server's render bundle (dist/ssr, vite.config.ts `ssrProduction`) carries React in its
// production builds. Left to Node's resolution, React, React DOM and the JSX runtime pick their
// development builds wherever NODE_ENV is unset, as under `npm start`: a member's page then took
// 56 ms to render instead of 23 (docs/benchmarks.md).
const SSR_DIR = 'dist/ssr';

const bundledModules = () =>
  fs
    .readdirSync(SSR_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(SSR_DIR, file), 'utf8');
      return [...text.matchAll(/^\/\/ (node_modules\/\S+)$/gm)].map((m) => m[1]!);
    });

it("the server's render bundle holds React's production builds and none of its development ones", () => {
  const react = bundledModules().filter((m) =>
    /^node_modules\/(react|react-dom|scheduler)\//.test(m),
  );
  expect(react).toEqual(
    expect.arrayContaining([
      'node_modules/react/cjs/react.production.js',
      'node_modules/react/cjs/react-jsx-runtime.production.js',
      'node_modules/react-dom/cjs/react-dom-server.node.production.js',
    ]),
  );
  expect(react.filter((m) => m.includes('development'))).toEqual([]);
});
