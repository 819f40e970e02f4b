import type { ITEM_STATUSES, TUTORIAL_STATUSES } from './constants.js';
import { defineMessages } from './i18n/define-messages.js';

// Display labels from docs/product.md#limits.
export const PRICING_LABELS = defineMessages('PRICING_LABELS', {
  Free: 'Percuma',
  Freemium: 'Freemium',
  Paid: 'Berbayar',
  /** An empty pricing. */
  none: 'N/A',
});

/** Free → Percuma, Paid → Berbayar, anything else as is, N/A if empty. */
export function pricingLabel(pricing: string | null | undefined): string {
  if (!pricing || !pricing.trim()) return PRICING_LABELS.none;
  return pricing === 'Free' || pricing === 'Freemium' || pricing === 'Paid'
    ? PRICING_LABELS[pricing]
    : pricing;
}

/** Showcase uses the English names (docs/product.md#routes-and-guards: All Pricing, Free, Freemium, Paid). */
export const SHOWCASE_PRICING_LABELS = defineMessages('SHOWCASE_PRICING_LABELS', {
  all: 'All Pricing',
  Free: 'Free',
  Freemium: 'Freemium',
  Paid: 'Paid',
});
export const SHOWCASE_PRICING_OPTIONS = (['all', 'Free', 'Freemium', 'Paid'] as const).map(
  (value) => ({
    value,
    get label() {
      return SHOWCASE_PRICING_LABELS[value];
    },
  }),
);

/** First `count` items and how many more ("+N"). */
export function headAndRest<T>(items: readonly T[], count: number): { head: T[]; rest: number } {
  return { head: items.slice(0, count), rest: Math.max(0, items.length - count) };
}

/** Name shown in the welcome line: username, else the part of the email before the @. */
export function welcomeName(user: { username: string; email: string | null }): string {
  return user.username || (user.email ?? '').split('@')[0] || '';
}

// A member's status labels (docs/product.md#progress-and-streak), here without zod so the
// dashboard's first load need not carry it.
export const TUTORIAL_STATUS_LABELS: Record<(typeof TUTORIAL_STATUSES)[number], string> =
  defineMessages('TUTORIAL_STATUS_LABELS', {
    not_started: 'Belum Mula',
    watching: 'Sedang Tonton',
    completed: 'Selesai',
  });
export const ITEM_STATUS_LABELS: Record<(typeof ITEM_STATUSES)[number], string> = defineMessages(
  'ITEM_STATUS_LABELS',
  {
    not_tried: 'Belum Cuba',
    tried: 'Sudah Cuba',
  },
);
