// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootLanguage, loadLanguage } from './language';

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  delete document.documentElement.dataset.langDefault;
});

describe('the language a page boots in', () => {
  it('is the lang cookie, else the operator default on <html>, else Campur', () => {
    expect(bootLanguage(document)).toBe('campur');
    document.documentElement.dataset.langDefault = 'en';
    expect(bootLanguage(document)).toBe('en');
    document.cookie = 'lang=ms; path=/';
    expect(bootLanguage(document)).toBe('ms');
    document.cookie = 'lang=klingon; path=/';
    expect(bootLanguage(document)).toBe('en');
  });

  it('sets <html lang> (ms for Campur) and loads no catalogue for Campur', async () => {
    document.documentElement.lang = 'en';
    await expect(loadLanguage(document, 'campur')).resolves.toBeUndefined();
    expect(document.documentElement.lang).toBe('ms');
  });
});
