// The catalogue check (docs/decisions/051-interface-languages-with-lingui.md): every id of every
// message source against src/locales/<ms|en>/*.json. Run by catalogues.test.ts (CI) and by
// `npm run i18n:missing`, which prints the gaps per file.
import fs from 'node:fs';
import path from 'node:path';
import { compileCatalogue, messageArguments } from '../../shared/i18n/compile-catalogue.js';
import { messageSourceOf } from '../../shared/i18n/define-messages.js';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../../shared/i18n/languages.js';

/** A leaf of a message source: its id and, for a function, how many parameters it takes. */
export interface MessageLeaf {
  id: string;
  arity: number | null;
}

/** Every leaf id of a Campur object, in source order. */
export function leavesOf(id: string, campur: unknown): MessageLeaf[] {
  if (typeof campur === 'string') return [{ id, arity: null }];
  if (typeof campur === 'function') return [{ id, arity: campur.length }];
  if (Array.isArray(campur)) return campur.flatMap((v, i) => leavesOf(`${id}.${i}`, v));
  if (campur && typeof campur === 'object' && Object.getPrototypeOf(campur) === Object.prototype) {
    return Object.entries(campur).flatMap(([k, v]) => leavesOf(`${id}.${k}`, v));
  }
  return [];
}

/** The files under src/ that define message objects. */
export function sourceFiles(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && full !== path.join(srcDir, 'shared/i18n')) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        if (fs.readFileSync(full, 'utf8').includes('defineMessages(')) out.push(full);
      }
    }
  };
  walk(srcDir);
  return out.sort();
}

/** A source module's catalogue file name: its path from src/, `/` as `.`, no extension. */
export const catalogueFileOf = (srcDir: string, file: string) =>
  `${path
    .relative(srcDir, file)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('.')}.json`;

export interface CatalogueProblems {
  /** Per language, per catalogue file: ids of the source with no entry. */
  missing: Record<CatalogueLanguage, Record<string, string[]>>;
  /** Entries naming no id, an id kept in another file, bad ICU or arguments that do not fit. */
  wrong: string[];
  /** How many ids the sources have. */
  ids: number;
}

/** Checks the catalogues against the modules' exported message objects. */
export function checkCatalogues(
  srcDir: string,
  modules: Record<string, Record<string, unknown>>,
): CatalogueProblems {
  const leaves = new Map<string, { leaf: MessageLeaf; file: string }>();
  const wrong: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const catalogueFile = catalogueFileOf(srcDir, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [name, value] of Object.entries(exports)) {
      const source = messageSourceOf(value);
      // A re-export is checked where the object is defined.
      if (!source || !new RegExp(`defineMessages\\(\\s*'${source.id}'`).test(text)) continue;
      if (source.id !== name) wrong.push(`${file}: ${name} is defined with the id ${source.id}`);
      for (const leaf of leavesOf(source.id, source.campur)) {
        if (leaves.has(leaf.id)) wrong.push(`${leaf.id}: defined twice`);
        leaves.set(leaf.id, { leaf, file: catalogueFile });
      }
    }
  }
  const missing = {} as CatalogueProblems['missing'];
  for (const language of CATALOGUE_LANGUAGES) {
    const dir = path.join(srcDir, 'locales', language);
    const entries = new Map<string, { message: string; file: string }>();
    const files = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f: string) => f.endsWith('.json'))
      : [];
    for (const file of files) {
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const [id, message] of Object.entries(json)) {
        if (typeof message !== 'string') wrong.push(`${language}/${file}: ${id} is not a string`);
        else entries.set(id, { message, file });
      }
    }
    missing[language] = {};
    for (const [id, { leaf, file }] of leaves) {
      const entry = entries.get(id);
      if (!entry) {
        (missing[language][file] ??= []).push(id);
        continue;
      }
      if (entry.file !== file) wrong.push(`${language}/${entry.file}: ${id} belongs in ${file}`);
      let used: Set<string>;
      try {
        used = messageArguments(compileCatalogue({ [id]: entry.message })[id]!);
      } catch (error) {
        wrong.push(`${language}/${entry.file}: ${(error as Error).message}`);
        continue;
      }
      const expected = Array.from({ length: leaf.arity ?? 0 }, (_, i) => String(i));
      const extra = [...used].filter((name) => !expected.includes(name));
      const unused = expected.filter((name) => !used.has(name));
      if (extra.length || unused.length) {
        wrong.push(
          `${language}/${entry.file}: ${id} takes {${expected.join('}, {')}}` +
            `${extra.length ? `; unknown {${extra.join('}, {')}}` : ''}` +
            `${unused.length ? `; unused {${unused.join('}, {')}}` : ''}`,
        );
      }
    }
    for (const [id, { file }] of entries) {
      if (!leaves.has(id)) wrong.push(`${language}/${file}: ${id} names no message`);
    }
  }
  return { missing, wrong, ids: leaves.size };
}

/** The gaps, one line per file: what `npm run i18n:missing` prints. */
export function describeMissing(missing: CatalogueProblems['missing']): string {
  const lines: string[] = [];
  for (const [language, files] of Object.entries(missing)) {
    for (const [file, ids] of Object.entries(files)) {
      lines.push(`${language}/${file} (${ids.length}):`, ...ids.map((id) => `  ${id}`));
    }
  }
  return lines.join('\n');
}
