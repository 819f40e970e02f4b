export const INTERFACE_LANGUAGES = ['campur', 'ms', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const INTERFACE_LANGUAGE_LABELS = { campur: 'Campur', ms: 'Bahasa Melayu', en: 'English' };
