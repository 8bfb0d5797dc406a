import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  PHONE_DEFAULT_ALLOWED_COUNTRIES,
  PHONE_RATES,
  isPhoneRateCountry,
} from '@charterline/shared/rules/phone-rates';
import { apiRoot, repoRoot } from './paths';
import { supportHoursProblem } from './support-hours';

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  // docs/product.md § Readings: the text "false" is off; only true/1/on/yes turn a flag on.
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('Charterline'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** PostgreSQL connections for transactions, per instance (decision 0166). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  /** PostgreSQL connections the other statements are pipelined on, per instance (0166). */
  DATABASE_STATEMENT_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(2),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  MAINTENANCE_MODE: booleanText.default(false),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Charterline <no-reply@charterline.local>'),
  /** Also write every delivered message as a file here (browser tests read links from it). */
  MAIL_CAPTURE_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Only for benchmarks and fuzzing that send thousands of requests from one address. */
  RATE_LIMIT_DISABLED: booleanText.default(false),
  /**
   * A JSON file with the dashboard configuration (docs/product.md § Dashboard configuration);
   * unset = the defaults.
   */
  DASHBOARD_CONFIG_FILE: z.string().min(1).optional(),
  /** Invoice e-mails (sends) one company may make per UTC day, counted in the database (0175). */
  INVOICE_SENDS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: booleanText.default(false),
  /** How often the outbox worker looks for mail to send (ms); 0 turns the worker off. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** The affiliate network's tracking pixel and our merchant id there; both or neither. */
  AFFILIATE_PIXEL_URL: z.url().optional(),
  AFFILIATE_MERCHANT_ID: z.string().min(1).max(100).optional(),
  /** `local` (test cards, no network) or `stripe` (docs/architecture.md § Embedded defaults). */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  /** Tests only: the Stripe API base URL (a local server answering the few calls used). */
  STRIPE_API_BASE: z.url().optional(),
  /** How long one call to Stripe may take (ms); a call that times out is retried once. */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often paid checkout sessions without an order are fulfilled (ms); 0 turns it off. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(60_000),
  /** How often the durable jobs worker looks for due jobs (ms); 0 turns the worker off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How often renewals are looked at: reminders, charges, retries, ends (ms); 0 turns it off. */
  SUBSCRIPTIONS_SWEEP_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(600_000),
  /** How often compliance deadlines are synced and their reminders sent (ms); 0 turns it off. */
  COMPLIANCE_SWEEP_MS: z.coerce.number().int().min(0).max(2_147_483_647).default(3_600_000),
  /** Issue 33: worker threads that render PDFs off the event loop; 0 renders in the request. */
  PDF_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  /** Issue 20: the most one uploaded file may have (bytes). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Issue 33: the most one company may keep in stored files (bytes, every upload counted). */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024 * 1024),
  /** Issue 33: an upload body slower than this (bytes/s) over UPLOAD_RATE_WINDOW_MS is cut off. */
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(4096),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  /** Issue 33: the longest a whole request may take to arrive (Node's requestTimeout, ms). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** Issue 33: a connection idle this long (nothing read or written) is closed (ms). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Issue 23: the phone provider, `local` (numbers 555-01xx fed by `npm run ops`) or `twilio`. */
  PHONE_PROVIDER: z.enum(['local', 'twilio']).default('local'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must look like AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** Tests only: the Twilio REST base URL (a local stand-in answering the few calls used). */
  TWILIO_API_BASE: z.url().optional(),
  /** The area code new Twilio numbers are searched in first (any US number after). */
  TWILIO_AREA_CODE: z
    .string()
    .regex(/^[2-9]\d{2}$/)
    .optional(),
  /**
   * Issue 33: the countries texts and forwarded calls may go to (ISO 3166 codes, comma
   * separated), each one with a price in PHONE_RATES (decision 0176).
   */
  PHONE_ALLOWED_COUNTRIES: z
    .string()
    .default(PHONE_DEFAULT_ALLOWED_COUNTRIES.join(','))
    .transform((v, ctx) => {
      const codes = [...new Set(v.split(',').map((c) => c.trim().toUpperCase()))].filter(Boolean);
      const unknown = codes.filter((c) => !isPhoneRateCountry(c));
      if (unknown.length > 0 || codes.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `no price for ${unknown.join(', ') || 'an empty list'} (known: ${Object.keys(PHONE_RATES).join(', ')})`,
        });
        return z.NEVER;
      }
      return codes.filter(isPhoneRateCountry);
    }),
  /** Issue 23: our mail facility, printed with each company's suite as its US mailing address. */
  MAIL_FACILITY_LINE1: z.string().min(1).default('1621 Central Ave'),
  MAIL_FACILITY_CITY: z.string().min(1).default('Cheyenne'),
  MAIL_FACILITY_REGION: z.string().length(2).default('WY'),
  MAIL_FACILITY_POSTAL_CODE: z.string().min(5).default('82001'),
  /**
   * Issue 24: when support answers. Days and hours in SUPPORT_TIME_ZONE ("mon-fri 09:00-18:00";
   * several ranges with commas: "mon-fri 09:00-18:00, sat 10:00-14:00"), US federal holidays
   * off unless SUPPORT_HOLIDAYS is none, and the business hours a first answer may take.
   */
  SUPPORT_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'SUPPORT_TIME_ZONE must be an IANA time zone (America/New_York)')
    .default('America/New_York'),
  SUPPORT_HOURS: z
    .string()
    .min(1)
    .superRefine((hours, ctx) => {
      const problem = supportHoursProblem(hours);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default('mon-fri 09:00-18:00'),
  SUPPORT_HOLIDAYS: z.enum(['us-federal', 'none']).default('us-federal'),
  SUPPORT_FIRST_ANSWER_HOURS: z.coerce.number().positive().max(200).default(8),
  /** Where document bytes live: `db` (the database) or `s3` (the S3_* settings). */
  STORAGE_BACKEND: z.enum(['db', 's3']).default('db'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** MinIO and most self-hosted stores need path-style addresses. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
});

export type TEnv = Omit<z.infer<typeof ZEnv>, 'JWT_SECRET' | 'PUBLIC_URL'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set; unset, a checkout returns to the origin it came in on (0175). */
  publicUrlGiven: boolean;
  APP_VERSION: string;
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
};

const readVersion = (): string =>
  (JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** Secrets are never defaulted: outside production one is generated once and kept in DATA_DIR. */
const developmentSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment once; fails with the list of everything that is wrong. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): TEnv => {
  // An empty variable (KEY= in an env file) means "not set".
  const given = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(repoRoot, env.DATA_DIR);
  if (env.PHONE_PROVIDER === 'twilio') {
    const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const)
      .filter((k) => !env[k])
      .map((k) => `${k}: required when PHONE_PROVIDER is twilio`);
    if (missing.length > 0) throw new EnvError(missing);
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const missing = (
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
    )
      .filter((k) => !env[k])
      .map((k) => `${k}: required when PAYMENT_PROVIDER is stripe`);
    if (missing.length > 0) throw new EnvError(missing);
  }
  if (env.STORAGE_BACKEND === 's3' && !env.S3_BUCKET) {
    throw new EnvError(['S3_BUCKET: required when STORAGE_BACKEND is s3']);
  }
  if (!env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new EnvError(['JWT_SECRET: required in production (at least 32 characters)']);
  }
  return {
    ...env,
    dataDir,
    JWT_SECRET: env.JWT_SECRET ?? developmentSecret(dataDir),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    publicUrlGiven: env.PUBLIC_URL !== undefined,
    APP_VERSION: readVersion(),
  };
};

/** Reads ./.env into process.env when present (real environment variables win). */
export const loadDotEnv = (): void => {
  const file = join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
};
