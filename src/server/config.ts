import path from 'node:path';
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../shared/i18n/languages.js';
import { ALLOWED_HOSTS_EXPECTED, parseAllowedHosts } from './allowed-hosts.js';
import { TRUST_PROXY_TOO_WIDE, withinTrustedBounds } from './trusted-proxies.js';

// Every environment variable the app reads, parsed once at start-up (docs/architecture.md#configuration).
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const TRUST_PROXY_EXPECTED =
  "expected the proxies' addresses, comma-separated: IPs, CIDR ranges or loopback, linklocal, " +
  'uniquelocal (e.g. 10.0.0.2,172.16.0.0/12). true and hop counts are refused: a client ' +
  'reaching the app directly could then write its own address in X-Forwarded-For';

const proxyAddress = z
  .union([
    z.ipv4(),
    z.ipv6(),
    z.cidrv4(),
    z.cidrv6(),
    z.enum(['loopback', 'linklocal', 'uniquelocal']),
  ])
  // A /0 range is every address, as `true` would be.
  .refine((address) => !address.endsWith('/0'));

// Behind a load balancer or proxy: believe X-Forwarded-For only when these addresses send it,
// so the limits see each client (false, the default: every client is its own address).
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx) => {
    if (['', 'false', '0'].includes(value)) return false;
    const addresses = value.split(',').map((address) => address.trim());
    if (!addresses.every((address) => proxyAddress.safeParse(address).success)) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
      return z.NEVER;
    }
    if (!withinTrustedBounds(addresses)) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TOO_WIDE });
      return z.NEVER;
    }
    return addresses;
  });

// Issue 31: the hosts the app answers for besides PUBLIC_URL's (allowed-hosts.ts).
const allowedHosts = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const hosts = parseAllowedHosts(value);
    if (hosts === null) ctx.addIssue({ code: 'custom', message: ALLOWED_HOSTS_EXPECTED });
    return hosts ?? [];
  });

/** An on/off setting: true, false, 1 or 0. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  ALLOWED_HOSTS: allowedHosts,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hab AI <no-reply@habai.local>'),
  ADMIN_USERNAME: z.string().trim().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_EMAIL: z.email().optional(),
  SEED_DEMO: flag(true),
  APP_NAME: z.string().default('Hab AI'),
  ORDER_FORM_URL: z.url().default('https://habai.onpay.my/order/form/habai'),
  SIGNUP_SITE_URL: z.url().default('https://habai.onpay.my/order/form/habai'),
  AFFILIATE_REGISTER_URL: z.url().default('https://habai.onpay.my/affiliate/register'),
  AFFILIATE_PORTAL_URL: z.url().default('https://habai.onpay.my/affiliate/login'),
  SUPPORT_GROUP_URL: z.url().default('https://chat.whatsapp.com/habai-support'),
  LEARNING_GROUP_URL: z.url().default('https://chat.whatsapp.com/habai-belajar'),
  /**
   * Issue 33: the page that opens in a new tab when someone registers: a welcome page or the
   * learning group, never the order form they have already paid on. Unset: the learning group.
   */
  REGISTRATION_WELCOME_URL: optionalUrl,
  INTRO_VIDEO_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/)
    .default('2IK3DFHRFfw'),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a list's total and a category's related items may be reused (0: never). */
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * The share of the server's time member pages may take to render (issue 34): past it, a page
   * is the shell at once. 1: no limit but the queue's.
   */
  RENDER_SHARE: z.coerce.number().min(0.05).max(1).default(0.5),
  // How often an open admin event stream is kept alive and its session checked again.
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  // Connection time limits (http/timeouts.ts): a slow or silent client is let go.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  KEEP_ALIVE_SECONDS: z.coerce.number().min(0.1).max(3600).default(72),
  // Issue 23, link health (features/link-health/): the daily check, and how politely it asks.
  LINK_CHECK_DAILY: z.enum(['true', 'false', '1', '0']).optional(),
  LINK_CHECK_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(120).default(10),
  LINK_CHECK_HOST_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(1),
  LINK_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  LINK_CHECK_OEMBED_URL: z.url().default('https://www.youtube.com/oembed'),
  // 'public': never the server's own networks (SSRF); 'local': loopback only (tests).
  LINK_CHECK_NETWORK: z.enum(['public', 'local']).default('public'),
  /** Issue 23: the server sends the weekly digest itself (false: this process never does). */
  WEEKLY_DIGEST: flag(true),
  /** Issue 33: the interface's language for whoever has chosen none (decision 052). */
  INTERFACE_LANGUAGE: z.enum(INTERFACE_LANGUAGES).default('campur'),
});

// The heartbeat is what keeps an open admin event stream from being closed as silent.
const Env = EnvSchema.refine((c) => c.EVENTS_HEARTBEAT_SECONDS < c.IDLE_TIMEOUT_SECONDS, {
  path: ['EVENTS_HEARTBEAT_SECONDS'],
  message: 'must be shorter than IDLE_TIMEOUT_SECONDS',
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    allowedHosts: c.ALLOWED_HOSTS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    admin: { username: c.ADMIN_USERNAME, password: c.ADMIN_PASSWORD, email: c.ADMIN_EMAIL },
    seedDemo: c.SEED_DEMO,
    appName: c.APP_NAME,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    readCacheMs: c.READ_CACHE_SECONDS * 1000,
    renderShare: c.RENDER_SHARE,
    eventsHeartbeatMs: c.EVENTS_HEARTBEAT_SECONDS * 1000,
    timeouts: {
      requestMs: Math.round(c.REQUEST_TIMEOUT_SECONDS * 1000),
      idleMs: Math.round(c.IDLE_TIMEOUT_SECONDS * 1000),
      keepAliveMs: Math.round(c.KEEP_ALIVE_SECONDS * 1000),
    },
    links: {
      orderForm: c.ORDER_FORM_URL,
      signupSite: c.SIGNUP_SITE_URL,
      affiliateRegister: c.AFFILIATE_REGISTER_URL,
      affiliatePortal: c.AFFILIATE_PORTAL_URL,
      supportGroup: c.SUPPORT_GROUP_URL,
      learningGroup: c.LEARNING_GROUP_URL,
      registrationWelcome: c.REGISTRATION_WELCOME_URL ?? c.LEARNING_GROUP_URL,
      introVideoId: c.INTRO_VIDEO_ID,
    },
    linkCheck: {
      // On unless turned off, and off under a test runner: a test must never reach the internet.
      daily: c.LINK_CHECK_DAILY
        ? c.LINK_CHECK_DAILY === 'true' || c.LINK_CHECK_DAILY === '1'
        : env.NODE_ENV !== 'test',
      timeoutMs: Math.round(c.LINK_CHECK_TIMEOUT_SECONDS * 1000),
      hostDelayMs: Math.round(c.LINK_CHECK_HOST_DELAY_SECONDS * 1000),
      concurrency: c.LINK_CHECK_CONCURRENCY,
      oembedUrl: c.LINK_CHECK_OEMBED_URL,
      network: c.LINK_CHECK_NETWORK,
    },
    weeklyDigest: c.WEEKLY_DIGEST,
    interfaceLanguage: c.INTERFACE_LANGUAGE,
  };
}
