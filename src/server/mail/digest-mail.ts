import { WORDS } from '../../shared/glossary-words.js';
import type { DigestWeek } from '../../shared/digest.js';
import { currentLanguage, defineMessages } from '../../shared/i18n/define-messages.js';
import { htmlLang } from '../../shared/i18n/languages.js';
import { APP_UTC_OFFSET_HOURS } from '../../shared/progress.js';
import { escapeHtml } from '../http/html.js';
import type { MailMessage } from './mailer.js';

// Issue 23: the weekly digest mail, in Malay, as text and HTML (docs/product.md#weekly-digest);
// issue 33: in the member's interface language (send.ts renders it inside withLanguage).
// Apart from templates.ts: its templates all take (to, { username, … }) and give text only.

export type DigestKind = 'tools' | 'tutorials' | 'workflows' | 'prompts';

export interface DigestSection {
  kind: DigestKind;
  /** Everything of this kind added that week. */
  total: number;
  /** The newest of them, capped (DIGEST_ITEMS_PER_KIND). */
  items: { id: string; title: string }[];
}

/**
 * Each kind's words and pages (the SPA's routes in web/lib/paths.ts: /tools/{id},
 * /learning/{id}, /workflows/{id}, /prompt/{id}).
 */
const LISTS: Record<DigestKind, string> = {
  tools: '/tools',
  tutorials: '/learning',
  workflows: '/workflows',
  prompts: '/prompt',
};

export const DIGEST_MAIL_MESSAGES = defineMessages('DIGEST_MAIL_MESSAGES', {
  /** 'Ringkasan mingguan Hab AI: 3 alat AI, 2 tutorial baharu'. */
  subject: (counts: string) => `Ringkasan mingguan Hab AI: ${counts} baharu`,
  counts: {
    tools: (count: number) => `${count} alat AI`,
    tutorials: (count: number) => `${count} tutorial`,
    workflows: (count: number) => `${count} workflow`,
    prompts: (count: number) => `${count} prompt`,
  },
  headings: {
    tools: `${WORDS.aiTools} baharu`,
    tutorials: 'Tutorial baharu',
    workflows: 'Workflow baharu',
    prompts: 'Prompt baharu',
  },
  greeting: (name: string) => `Hai ${name},`,
  intro: (period: string) => `Ini kandungan baharu yang ditambah di Hab AI minggu ini (${period}).`,
  more: (count: number) => `dan ${count} lagi`,
  closing: 'Selamat belajar!',
  signature: 'Pasukan Hab AI',
  footer: `Anda menerima ${WORDS.email} ini kerana anda memilih untuk menerima ringkasan mingguan Hab AI.`,
  unsubscribe: 'Berhenti melanggan',
  unsubscribeLine: (url: string) => `Berhenti melanggan: ${url}`,
});
const M = DIGEST_MAIL_MESSAGES;

export function digestSubject(sections: readonly DigestSection[]): string {
  return M.subject(sections.map((s) => M.counts[s.kind](s.total)).join(', '));
}

// The Kuala Lumpur date, read in UTC after moving the time by Malaysia's fixed offset: no time
// zone data needed from the runtime (as shared/progress.ts does).
const dayOf = (iso: string, withYear: boolean) =>
  new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : 'ms-MY', {
    day: 'numeric',
    month: 'long',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.parse(iso) + APP_UTC_OFFSET_HOURS * 3_600_000));

/** A title on one line (a stored title could hold a line break). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

interface DigestMailOptions {
  name: string;
  appUrl: string;
  week: DigestWeek;
  /** The kinds with something new, in the order shown. */
  sections: readonly DigestSection[];
  /** The page that unsubscribes (PUBLIC_URL/unsubscribe?token=…). */
  unsubscribePage: string;
  /** The API address a mail provider POSTs to for one-click unsubscribe (RFC 8058). */
  unsubscribeApi: string;
}

export function weeklyDigestMail(to: string, opts: DigestMailOptions): MailMessage {
  const { appUrl, sections } = opts;
  const last = new Date(Date.parse(opts.week.sendAt) - 1).toISOString();
  const period = `${dayOf(opts.week.from, false)} – ${dayOf(last, true)}`;
  const intro = M.intro(period);
  const more = (s: DigestSection) => s.total - s.items.length;
  const listUrl = (s: DigestSection) => `${appUrl}${LISTS[s.kind]}`;
  const itemUrl = (s: DigestSection, id: string) => `${listUrl(s)}/${encodeURIComponent(id)}`;
  const footer = M.footer;
  const heading = (s: DigestSection) => `${M.headings[s.kind]} (${s.total})`;

  const text = [
    M.greeting(opts.name),
    '',
    intro,
    ...sections.flatMap((s) => [
      '',
      heading(s),
      ...s.items.map((item) => `- ${oneLine(item.title)}: ${itemUrl(s, item.id)}`),
      ...(more(s) > 0 ? [`- ${M.more(more(s))}: ${listUrl(s)}`] : []),
    ]),
    '',
    M.closing,
    '',
    M.signature,
    '',
    '--',
    footer,
    M.unsubscribeLine(opts.unsubscribePage),
  ].join('\n');

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${htmlLang(currentLanguage())}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(M.greeting(opts.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size:1.1em">${escapeHtml(heading(s))}</h2><ul>` +
        s.items
          .map((item) => `<li>${link(itemUrl(s, item.id), oneLine(item.title))}</li>`)
          .join('') +
        (more(s) > 0 ? `<li>${link(listUrl(s), M.more(more(s)))}</li>` : '') +
        '</ul>',
    ),
    `<p>${escapeHtml(M.closing)}</p><p>${escapeHtml(M.signature)}</p>`,
    `<hr><p style="font-size:0.85em;color:#555">${escapeHtml(footer)} ${link(opts.unsubscribePage, M.unsubscribe)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to,
    subject: digestSubject(sections),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
