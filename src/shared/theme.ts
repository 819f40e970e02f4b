// Issue 20: light and dark themes. The page follows the device's setting until the person picks
// one with the header's toggle, which is remembered in this browser under THEME_STORAGE_KEY.

export const THEME_STORAGE_KEY = 'hab-theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Runs in the page's <head> before anything paints (vite.config.ts puts it there, the server's
 * Content-Security-Policy allows it by its hash), so a dark page never flashes white first.
 */
export const THEME_SCRIPT = `(function(){var t=null;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var d=t?t==='dark':!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)})()`;
