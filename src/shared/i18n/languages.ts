// The interface languages (docs/decisions/051-interface-languages-with-lingui.md).

export const INTERFACE_LANGUAGES = ['campur', 'ms', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The languages with a catalogue of their own; Campur is the wording in the code. */
export type CatalogueLanguage = Exclude<InterfaceLanguage, 'campur'>;
export const CATALOGUE_LANGUAGES = ['ms', 'en'] as const satisfies readonly CatalogueLanguage[];

/** Each language by its own name, as the footer's and Edit Profil's choice show it. */
export const INTERFACE_LANGUAGE_LABELS: Record<InterfaceLanguage, string> = {
  campur: 'Campur',
  ms: 'Bahasa Melayu',
  en: 'English',
};

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/** The `<html lang>` of a language: Campur is Malay with some English words. */
export const htmlLang = (language: InterfaceLanguage): 'ms' | 'en' =>
  language === 'en' ? 'en' : 'ms';

/** The cookie the browser reads at boot; the server sets it (docs/decisions/051-…). */
export const LANGUAGE_COOKIE = 'lang';
