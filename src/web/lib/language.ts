// The interface language of this page load (docs/decisions/051-interface-languages-with-lingui.md):
// the `lang` cookie, else the operator's default the server put on <html>, else Campur.
import {
  htmlLang,
  isInterfaceLanguage,
  LANGUAGE_COOKIE,
  type InterfaceLanguage,
} from '@shared/i18n/languages';

export function bootLanguage(doc: Document): InterfaceLanguage {
  const cookie = doc.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isInterfaceLanguage(cookie)) return cookie;
  const fallback = doc.documentElement.dataset.langDefault;
  return isInterfaceLanguage(fallback) ? fallback : 'campur';
}

/** Installs the language's catalogue (none for Campur) and says it on <html lang>. */
export function loadLanguage(doc: Document, language: InterfaceLanguage): Promise<unknown> {
  doc.documentElement.lang = htmlLang(language);
  if (language === 'ms') return import('virtual:hab-catalogue/ms');
  if (language === 'en') return import('virtual:hab-catalogue/en');
  return Promise.resolve();
}

/** The module loadLanguage loads for `language`, if any: a rendered page preloads it (issue 34). */
export const catalogueFile = (language: InterfaceLanguage) =>
  language === 'campur' ? [] : [`virtual:hab-catalogue/${language}`];
