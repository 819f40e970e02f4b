import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readChunkPreloads } from './chunk-preloads.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A build's two lists under a fresh dist/web. */
function build(manifest: object, chunkModules: object) {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hab-chunks-'));
  dirs.push(webRoot);
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(webRoot, '.vite/chunk-modules.json'), JSON.stringify(chunkModules));
  return webRoot;
}

describe("a rendered page's chunk preloads", () => {
  const webRoot = build(
    {
      'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'] },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      'features/tools/pages/tools-page.tsx': {
        file: 'assets/tools-page-1.js',
        imports: ['_vendor-1.js', '_look-1.js'],
      },
      '_look-1.js': { file: 'assets/look-1.js', imports: ['_zod-1.js'] },
      '_zod-1.js': { file: 'assets/zod-1.js' },
      // A part loaded by its own import, held in a chunk shared with others (no entry of its own).
      '_toggle-1.js': { file: 'assets/toggle-1.js', imports: ['_zod-1.js'] },
      '../../hab-catalogue:ms': { file: 'assets/_hab-catalogue_ms-1.js' },
    },
    {
      'assets/index-1.js': ['src/web/main.tsx'],
      'assets/vendor-1.js': ['node_modules/react/index.js'],
      'assets/tools-page-1.js': ['src/web/features/tools/pages/tools-page.tsx'],
      'assets/look-1.js': ['src/web/lib/look.ts'],
      'assets/zod-1.js': ['node_modules/zod/index.js'],
      'assets/toggle-1.js': ['src/web/features/favorites/toggle.tsx', 'src/web/lib/other.ts'],
      'assets/_hab-catalogue_ms-1.js': ['hab-catalogue:ms'],
    },
  );
  const preloads = readChunkPreloads(webRoot);

  it("are each file's chunk and all it imports, less the entry's, each once", () => {
    expect(
      preloads(['/features/tools/pages/tools-page.tsx', '/features/favorites/toggle.tsx']),
    ).toEqual([
      '/assets/tools-page-1.js',
      '/assets/look-1.js',
      '/assets/zod-1.js',
      '/assets/toggle-1.js',
    ]);
  });

  it("include a language's catalogue, named as the app imports it", () => {
    expect(preloads(['virtual:hab-catalogue/ms'])).toEqual(['/assets/_hab-catalogue_ms-1.js']);
  });

  it('leave out a file the build does not know', () => {
    expect(preloads(['/features/gone.tsx'])).toEqual([]);
  });

  it('are none without a build (a development checkout)', () => {
    expect(
      readChunkPreloads(path.join(webRoot, 'missing'))(['/features/tools/pages/tools-page.tsx']),
    ).toEqual([]);
  });
});
