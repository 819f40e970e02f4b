// The interface languages' catalogues for the browser and the prerender
// (docs/decisions/051-interface-languages-with-lingui.md): `virtual:hab-catalogue/<ms|en>` is a
// module that installs that language's catalogue, every src/locales/<lang>/*.json joined and
// compiled. The browser imports the chosen one lazily, so it is a chunk of its own.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../src/shared/i18n/compile-catalogue.js';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../src/shared/i18n/languages.js';

const PREFIX = 'virtual:hab-catalogue/';
const RESOLVED = '\0hab-catalogue:';

/** A language's entries: its files joined, in name order. */
export function readCatalogue(localesDir: string, language: CatalogueLanguage) {
  const dir = path.join(localesDir, language);
  const entries: Record<string, string> = {};
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const file of files.sort()) {
    Object.assign(entries, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  return { entries, files: files.map((f) => path.join(dir, f)) };
}

export function catalogues(localesDir: string): Plugin {
  return {
    name: 'hab:catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length) as CatalogueLanguage;
      if (!CATALOGUE_LANGUAGES.includes(language)) throw new Error(`No catalogue ${language}`);
      const { entries, files } = readCatalogue(localesDir, language);
      for (const file of files) this.addWatchFile(file);
      this.addWatchFile(path.join(localesDir, language));
      return (
        `import { installCatalogue } from '@shared/i18n/install-catalogue';\n` +
        `installCatalogue(${JSON.stringify(language)}, JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(entries)))}));\n`
      );
    },
  };
}
