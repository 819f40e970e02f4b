import fs from 'node:fs';
import path from 'node:path';

// Issue 34: a page the server renders names the files its routes and lazily loaded parts come
// from (`/features/tools/pages/tools-page.tsx`: web/router.tsx, web/lib/lazy-part.tsx). Their
// chunks are asked for with the HTML (`<link rel="modulepreload">`), beside the entry's own,
// instead of once the entry has run and found the page (on a slow phone, 1.5-2 s later).

/** One chunk of Vite's manifest (dist/web/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The addresses to preload for a page made of `files` (paths from src/web, from `/`). */
export type ChunkPreloads = (files: readonly string[]) => string[];

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * The module a page's file is in the build's list (vite.config.ts `chunkModules`, paths from the
 * project's root): `/app/x.tsx` is `src/web/app/x.tsx`; a virtual module
 * (`virtual:hab-catalogue/ms`) is the id its plugin resolves it to, less the `\0` (`hab-catalogue:ms`).
 */
const moduleOf = (file: string) =>
  file.startsWith('virtual:') ? file.slice('virtual:'.length).replace('/', ':') : `src/web${file}`;

/**
 * Reads the build under `webRoot` (dist/web): which chunk holds each module, and which chunks
 * each chunk imports. A page's preloads are the chunks holding its files and all they import,
 * less those the entry brings (index.html preloads them already). Without the build's lists (a
 * development checkout), none.
 */
export function readChunkPreloads(webRoot: string): ChunkPreloads {
  let manifest: Record<string, ManifestChunk>;
  let chunkModules: Record<string, string[]>;
  try {
    manifest = readJson(path.join(webRoot, '.vite/manifest.json'));
    chunkModules = readJson(path.join(webRoot, '.vite/chunk-modules.json'));
  } catch {
    return () => [];
  }
  const chunkOf = new Map<string, string>();
  for (const [file, modules] of Object.entries(chunkModules)) {
    for (const module of modules) chunkOf.set(module, file);
  }
  const importsOf = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    importsOf.set(
      chunk.file,
      (chunk.imports ?? []).flatMap((key) => manifest[key]?.file ?? []),
    );
  }
  const closure = (files: readonly string[], into = new Set<string>()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(importsOf.get(file) ?? [], into);
    }
    return into;
  };
  const entry = closure([manifest['index.html']?.file ?? '']);
  return (files) => {
    const chunks = closure(files.flatMap((file) => chunkOf.get(moduleOf(file)) ?? []));
    return [...chunks].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  };
}
