import { firstDataPath } from '../../shared/first-data.js';
import { listHeading, type ListHeading } from '../../shared/page-headings.js';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';
import { escapeHtml } from './html.js';

// index.html's shell holds a placeholder bar for the page's heading between these.
const HEADING = /<!--heading[\s\S]*?<!--\/heading-->/;

/** web/components/page-header.tsx's markup and classes: the same size, in the same place. */
const headingHtml = ({ title, subtitle }: ListHeading) =>
  '<div class="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div>' +
  `<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(title)}</h1>` +
  `<p class="mt-1 text-slate-600">${escapeHtml(subtitle)}</p></div></div>`;

/**
 * The SPA's page (index.html's shell) for a signed-in request to a member page: the same HTML
 * with the page's first API answer preloaded beside the session's (shared/first-data.ts), and a
 * list page's heading in place of its placeholder (shared/page-headings.ts), so the first paint
 * shows the page's largest text without waiting for a script (docs/architecture.md#first-paint).
 * Null when there is nothing to add: the file is sent as is. A stale cookie costs one refused
 * preload and a glimpse of the heading; the guard then sends the visitor to /landing.
 */
export function shellWithFirstData(shell: string, url: string, hasSessionCookie: boolean) {
  const data = hasSessionCookie ? firstDataPath(url) : null;
  if (!data) return null;
  const heading = listHeading(url);
  // `crossorigin`: the app's fetch is same-origin with credentials, which this matches.
  const page = shell.replace(
    '</head>',
    `<link rel="preload" href="${data}" as="fetch" crossorigin />\n</head>`,
  );
  return heading ? page.replace(HEADING, () => headingHtml(heading)) : page;
}

/**
 * Issue 33: every page the server sends names the operator's language (INTERFACE_LANGUAGE) on its
 * `<html>`: the browser boots in it when no `lang` cookie says otherwise (decision 052).
 */
export const withLanguageDefault = (page: string, language: InterfaceLanguage) =>
  page.replace(/<html\b/i, () => `<html data-lang-default="${escapeHtml(language)}"`);
