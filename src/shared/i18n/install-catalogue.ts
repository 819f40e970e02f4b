// A language's compiled catalogue put to use with Lingui (docs/decisions/051-…). The browser
// imports this with the catalogue of its one language; the server installs both at start.

import { setupI18n, type Messages } from '@lingui/core';
import type { CatalogueLanguage } from './languages.js';
import { setTranslator } from './define-messages.js';

/** Installs (or replaces) a language's catalogue: ids to messages compiled by compileCatalogue. */
export function installCatalogue(language: CatalogueLanguage, messages: Messages): void {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  setTranslator(language, (id, values) =>
    i18n.messages[id] === undefined ? undefined : i18n._(id, values),
  );
}
