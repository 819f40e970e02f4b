import type { ITEM_STATUSES, TUTORIAL_STATUSES } from './constants.js';

// Display labels from docs/product.md#limits.
const PRICING_LABELS: Record<string, string> = {
  Free: 'Percuma',
  Freemium: 'Freemium',
  Paid: 'Berbayar',
};

/** Free → Percuma, Paid → Berbayar, anything else as is, N/A if empty. */
export function pricingLabel(pricing: string | null | undefined): string {
  if (!pricing || !pricing.trim()) return 'N/A';
  return PRICING_LABELS[pricing] ?? pricing;
}

/** Showcase uses the English names (docs/product.md#routes-and-guards: All Pricing, Free, Freemium, Paid). */
export const SHOWCASE_PRICING_OPTIONS = [
  { value: 'all', label: 'All Pricing' },
  { value: 'Free', label: 'Free' },
  { value: 'Freemium', label: 'Freemium' },
  { value: 'Paid', label: 'Paid' },
] as const;

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
export const TUTORIAL_STATUS_LABELS: Record<(typeof TUTORIAL_STATUSES)[number], string> = {
  not_started: 'Belum Mula',
  watching: 'Sedang Tonton',
  completed: 'Selesai',
};
export const ITEM_STATUS_LABELS: Record<(typeof ITEM_STATUSES)[number], string> = {
  not_tried: 'Belum Cuba',
  tried: 'Sudah Cuba',
};
