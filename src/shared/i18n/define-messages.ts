// Message objects that read the active language's catalogue each time a property is read
// (docs/decisions/051-interface-languages-with-lingui.md). This module imports no library: a page
// in Campur loads nothing more than it; Lingui comes with a catalogue (install-catalogue.ts).

import type { CatalogueLanguage, InterfaceLanguage } from './languages.js';

/** A catalogue's entry for an id with these positional values, or undefined when it has none. */
export type Translator = (
  id: string,
  values: Record<string, unknown> | undefined,
) => string | undefined;

const translators: Partial<Record<CatalogueLanguage, Translator>> = {};
let resolveLanguage: () => InterfaceLanguage = () => 'campur';

/** Where the language in use comes from: the browser's one language, the server's request. */
export function setLanguageResolver(resolver: () => InterfaceLanguage): void {
  resolveLanguage = resolver;
}

/** The language in use now. */
export const currentLanguage = (): InterfaceLanguage => resolveLanguage();

/** Registers a language's catalogue (install-catalogue.ts does it with Lingui). */
export function setTranslator(
  language: CatalogueLanguage,
  translator: Translator | undefined,
): void {
  if (translator) translators[language] = translator;
  else delete translators[language];
}

function translate(id: string, values?: Record<string, unknown>): string | undefined {
  const language = resolveLanguage();
  if (language === 'campur') return undefined;
  return translators[language]?.(id, values);
}

/** What defineMessages keeps of a source: its id and its Campur object (for the catalogue check). */
export interface MessageSource {
  id: string;
  campur: object;
}
const SOURCE = Symbol.for('hab.i18n.messageSource');

/** The source behind an object defineMessages returned, else undefined. */
export function messageSourceOf(value: unknown): MessageSource | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return (value as { [SOURCE]?: MessageSource })[SOURCE];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

type Leaf = (...args: never[]) => unknown;

function wrapFunction(id: string, campur: Leaf): Leaf {
  const wrapped = (...args: never[]) => {
    const values: Record<string, unknown> = {};
    args.forEach((arg, index) => (values[index] = arg));
    return translate(id, values) ?? campur(...args);
  };
  // Its parameters stay countable (the catalogue check matches them against an entry's
  // arguments), also when one wrapped object reuses another's message.
  return Object.defineProperty(wrapped, 'length', { value: campur.length });
}

function wrap(id: string, campur: unknown): unknown {
  if (Array.isArray(campur)) {
    const out: unknown[] = [];
    campur.forEach((value, index) => defineLeaf(out, String(index), `${id}.${index}`, value));
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(campur as Record<string, unknown>)) {
    defineLeaf(out, key, `${id}.${key}`, value);
  }
  return out;
}

function defineLeaf(target: object, key: string, id: string, campur: unknown): void {
  if (typeof campur === 'string') {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => translate(id) ?? campur,
    });
  } else if (typeof campur === 'function') {
    Object.defineProperty(target, key, {
      enumerable: true,
      value: wrapFunction(id, campur as Leaf),
    });
  } else if (Array.isArray(campur) || isPlainObject(campur)) {
    Object.defineProperty(target, key, { enumerable: true, value: wrap(id, campur) });
  } else {
    // Numbers, booleans and the like are data, the same in every language.
    Object.defineProperty(target, key, { enumerable: true, value: campur });
  }
}

/**
 * A message object whose wording follows the language in use. `id` is the exported const's name;
 * a leaf's id is `<id>.<path>` (array indexes as numbers): LANDING_MESSAGES.features.0.1. A string
 * leaf reads its catalogue entry when it is read; a function leaf's entry takes the function's
 * arguments as {0}, {1} …; without an entry (Campur, or a gap) the code's own wording is used.
 * Read the properties where the text is shown, never into a module-level copy: a copy keeps the
 * language of the moment it was made.
 */
export function defineMessages<T extends object>(id: string, campur: T): T {
  const out = wrap(id, campur) as T;
  Object.defineProperty(out, SOURCE, { value: { id, campur } satisfies MessageSource });
  return out;
}
