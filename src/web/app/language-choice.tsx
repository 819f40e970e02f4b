import { useId } from 'react';
import { currentLanguage } from '@shared/i18n/define-messages';
import {
  INTERFACE_LANGUAGE_LABELS,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
} from '@shared/i18n/languages';
import { api } from '../lib/api-client';
import { toast } from '../lib/toast';
import { FRAME_MESSAGES as M } from './messages';

/**
 * The footer's choice of interface language (docs/decisions/051-interface-languages-with-lingui.md):
 * the server keeps it (the `lang` cookie, and a member's preference) and the page reloads in it.
 * Each language is named in itself.
 */
export function LanguageChoice({ className }: { className?: string }) {
  const id = useId();
  const change = async (value: string) => {
    if (!isInterfaceLanguage(value)) return;
    try {
      await api('/api/language', { method: 'PUT', body: { language: value } });
      window.location.reload();
    } catch {
      toast.error(M.languageFailed);
    }
  };
  return (
    <span className={className}>
      <label htmlFor={id} className="mr-2">
        {M.language}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void change(event.target.value)}
        className="min-h-11 rounded border border-slate-300 bg-surface px-2 text-sm text-slate-700 sm:min-h-0"
      >
        {INTERFACE_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {INTERFACE_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
