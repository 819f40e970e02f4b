import { z } from 'zod';
import { lazyMessage } from './lazy-message.js';
import { FIELD_MESSAGES } from './api.js';
import { defineMessages } from './i18n/define-messages.js';

// Issue 31, "Sesi aktif" on Edit Profil (docs/product.md#profile): the member's own live sessions,
// and signing one, or all the others, out.

export const SESSION_MESSAGES = defineMessages('SESSION_MESSAGES', {
  notFound: 'Sesi ini tidak dijumpai. Mungkin ia sudah dilog keluar atau tamat tempoh.',
  unknownDevice: 'Peranti tidak dikenali',
  /** "Firefox di Linux". */
  browserOn: (browser: string, os: string) => `${browser} di ${os}`,
  /** A known system, an unknown browser. */
  browserUnknownOn: (os: string) => `Pelayar di ${os}`,
} as const);

/** One live session of the signed-in member, as "Sesi aktif" lists it. */
export const MemberSession = z.object({
  /** Derived from the stored id, never the stored id (itself the cookie token's hash). */
  id: z.string(),
  /** The browser and system in words, from the User-Agent at sign-in (describeDevice). */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request: "Peranti ini". */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSession>;

/** This device first, then the most recently used. */
export const MemberSessionsResponse = z.object({ sessions: z.array(MemberSession) });
export type MemberSessionsResponse = z.infer<typeof MemberSessionsResponse>;

export const MemberSessionParams = z.object({
  id: z.string().max(
    100,
    lazyMessage(() => FIELD_MESSAGES.idTooLong),
  ),
});

/** How many other sessions "Log keluar semua sesi lain" ended. */
export const SignOutOthersResponse = z.object({ ended: z.number().int() });
export type SignOutOthersResponse = z.infer<typeof SignOutOthersResponse>;

// Order matters: Edge, Opera and Samsung Internet say "Chrome" too, Chrome says "Safari", and an
// iPhone says "like Mac OS X".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'], // HeadlessChrome too
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A person's words for the device a User-Agent names: "Chrome di Windows". Only the common
 * browsers and systems, by a few patterns: a library for the rest would weigh more than the
 * list it feeds; anything else is 'Peranti tidak dikenali'.
 */
export function describeDevice(userAgent: string | null): string {
  const browser = userAgent ? firstMatch(userAgent, BROWSERS) : null;
  const os = userAgent ? firstMatch(userAgent, SYSTEMS) : null;
  if (browser && os) return SESSION_MESSAGES.browserOn(browser, os);
  if (os) return SESSION_MESSAGES.browserUnknownOn(os);
  return browser ?? SESSION_MESSAGES.unknownDevice;
}
