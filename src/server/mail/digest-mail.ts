import { WORDS } from '../../shared/glossary-words.js';
import type { DigestWeek } from '../../shared/digest.js';
import { APP_UTC_OFFSET_HOURS } from '../../shared/progress.js';
import { escapeHtml } from '../http/html.js';
import type { MailMessage } from './mailer.js';

// Issue 23: the weekly digest mail, in Malay, as text and HTML (docs/product.md#weekly-digest).
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
const KINDS: Record<DigestKind, { noun: string; heading: string; list: string }> = {
  tools: { noun: 'alat AI', heading: `${WORDS.aiTools} baharu`, list: '/tools' },
  tutorials: { noun: 'tutorial', heading: 'Tutorial baharu', list: '/learning' },
  workflows: { noun: 'workflow', heading: 'Workflow baharu', list: '/workflows' },
  prompts: { noun: 'prompt', heading: 'Prompt baharu', list: '/prompt' },
};

/** 'Ringkasan mingguan Hab AI: 3 alat AI, 2 tutorial baharu'. */
export function digestSubject(sections: readonly DigestSection[]): string {
  const counts = sections.map((s) => `${s.total} ${KINDS[s.kind].noun}`);
  return `Ringkasan mingguan Hab AI: ${counts.join(', ')} baharu`;
}

// The Kuala Lumpur date, read in UTC after moving the time by Malaysia's fixed offset: no time
// zone data needed from the runtime (as shared/progress.ts does).
const dayOf = (iso: string, withYear: boolean) =>
  new Intl.DateTimeFormat('ms-MY', {
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
  const intro = `Ini kandungan baharu yang ditambah di Hab AI minggu ini (${period}).`;
  const more = (s: DigestSection) => s.total - s.items.length;
  const listUrl = (s: DigestSection) => `${appUrl}${KINDS[s.kind].list}`;
  const itemUrl = (s: DigestSection, id: string) => `${listUrl(s)}/${encodeURIComponent(id)}`;
  const footer = `Anda menerima ${WORDS.email} ini kerana anda memilih untuk menerima ringkasan mingguan Hab AI.`;

  const text = [
    `Hai ${opts.name},`,
    '',
    intro,
    ...sections.flatMap((s) => [
      '',
      `${KINDS[s.kind].heading} (${s.total})`,
      ...s.items.map((item) => `- ${oneLine(item.title)}: ${itemUrl(s, item.id)}`),
      ...(more(s) > 0 ? [`- dan ${more(s)} lagi: ${listUrl(s)}`] : []),
    ]),
    '',
    'Selamat belajar!',
    '',
    'Pasukan Hab AI',
    '',
    '--',
    footer,
    `Berhenti melanggan: ${opts.unsubscribePage}`,
  ].join('\n');

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html lang="ms"><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hai ${escapeHtml(opts.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size:1.1em">${escapeHtml(`${KINDS[s.kind].heading} (${s.total})`)}</h2><ul>` +
        s.items
          .map((item) => `<li>${link(itemUrl(s, item.id), oneLine(item.title))}</li>`)
          .join('') +
        (more(s) > 0 ? `<li>${link(listUrl(s), `dan ${more(s)} lagi`)}</li>` : '') +
        '</ul>',
    ),
    '<p>Selamat belajar!</p><p>Pasukan Hab AI</p>',
    `<hr><p style="font-size:0.85em;color:#555">${escapeHtml(footer)} ${link(opts.unsubscribePage, 'Berhenti melanggan')}</p>`,
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
