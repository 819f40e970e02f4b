import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCatalogue } from '../../shared/i18n/compile-catalogue.js';
import { setLanguageResolver } from '../../shared/i18n/define-messages.js';
import { installCatalogue } from '../../shared/i18n/install-catalogue.js';
import { CATALOGUE_LANGUAGES, type InterfaceLanguage } from '../../shared/i18n/languages.js';
import { activeLanguage } from './request-language.js';

// Issue 33: the server speaks every language (decision 052). At start it compiles and installs
// the Bahasa Melayu and English catalogues (src/locales/<ms|en>/*.json, decision 051) and reads
// the language in use from the request, mail or digest being made, else the operator's default.

/** src/locales, whether the server runs from src or from dist. */
function localesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return path.join(dir, 'src/locales');
}

/** One language's entries, every file of its folder joined (none when it has no folder). */
function readCatalogue(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const entries: Record<string, string> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(entries, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  return entries;
}

// Compiled once per process (the tests start many apps).
const compiled = new Map<string, ReturnType<typeof compileCatalogue>>();

/** Installs both catalogues and the server's resolver; a malformed entry stops the start. */
export function installServerLanguages(fallback: InterfaceLanguage, dir = localesDir()) {
  for (const language of CATALOGUE_LANGUAGES) {
    const folder = path.join(dir, language);
    let messages = compiled.get(folder);
    if (!messages) compiled.set(folder, (messages = compileCatalogue(readCatalogue(folder))));
    installCatalogue(language, messages);
  }
  setLanguageResolver(() => activeLanguage(fallback));
}
