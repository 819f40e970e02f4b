import path from 'node:path';
import { z } from 'zod';

// Every environment variable the app reads, parsed once at start-up (DESIGN §6).
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hab AI <no-reply@habai.local>'),
  ADMIN_USERNAME: z.string().trim().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_EMAIL: z.email().optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  APP_NAME: z.string().default('Hab AI'),
  ORDER_FORM_URL: z.url().default('https://habai.onpay.my/order/form/habai'),
  SIGNUP_SITE_URL: z.url().default('https://habai.onpay.my/order/form/habai'),
  AFFILIATE_REGISTER_URL: z.url().default('https://habai.onpay.my/affiliate/register'),
  AFFILIATE_PORTAL_URL: z.url().default('https://habai.onpay.my/affiliate/login'),
  SUPPORT_GROUP_URL: z.url().default('https://chat.whatsapp.com/habai-support'),
  LEARNING_GROUP_URL: z.url().default('https://chat.whatsapp.com/habai-belajar'),
  INTRO_VIDEO_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/)
    .default('2IK3DFHRFfw'),
  // Behind a load balancer or proxy: trust its X-Forwarded-For, so limits see each client.
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
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
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    admin: { username: c.ADMIN_USERNAME, password: c.ADMIN_PASSWORD, email: c.ADMIN_EMAIL },
    seedDemo: c.SEED_DEMO,
    appName: c.APP_NAME,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    links: {
      orderForm: c.ORDER_FORM_URL,
      signupSite: c.SIGNUP_SITE_URL,
      affiliateRegister: c.AFFILIATE_REGISTER_URL,
      affiliatePortal: c.AFFILIATE_PORTAL_URL,
      supportGroup: c.SUPPORT_GROUP_URL,
      learningGroup: c.LEARNING_GROUP_URL,
      introVideoId: c.INTRO_VIDEO_ID,
    },
  };
}
