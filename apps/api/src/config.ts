// Every environment variable the API reads, validated once at start-up (STYLE §5.1).
// Relative paths (DATA_DIR, WEB_DIST_DIR) are resolved against the repository root, so
// `npm start` (which runs in apps/api) and the tests agree on where ./data lives.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { isValidRuc, toPeruMobileE164 } from '@eventos/domain';

/**
 * The repository root: the nearest folder above this file whose package.json declares workspaces.
 * Found by walking up, so it is the same from src/config.ts (tsx) and from the compiled bundle
 * (apps/api/dist/…, scripts/build-api.mjs).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && /"workspaces"\s*:/.test(readFileSync(manifest, 'utf8'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
/** apps/api: migrations and seed data are read from its src/ folder, in development and in a release. */
export const API_ROOT = join(REPO_ROOT, 'apps/api');
export const DEV_JWT_SECRET = 'dev-secret-eventos-peru-no-usar-en-produccion';

const TRUE_VALUES = ['1', 'true', 'yes', 'on', 'si', 'sí'];
const FALSE_VALUES = ['0', 'false', 'no', 'off'];

const bool = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const v = value.trim().toLowerCase();
      if (TRUE_VALUES.includes(v)) return true;
      if (FALSE_VALUES.includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} debe ser true o false.` });
      return z.NEVER;
    });

const int = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} debe ser un número.` })
    .int({ error: `${name} debe ser un número entero.` })
    .min(min, { error: `${name} debe ser como mínimo ${min}.` })
    .max(max, { error: `${name} debe ser como máximo ${max}.` })
    .default(fallback);

const url = (name: string, protocols = ['http:', 'https:']) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} debe ser una URL válida (${protocols.map((p) => p.replace(':', '')).join(', ')}).` },
  );

const optionalText = z.string().optional();

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV debe ser development, production o test.' })
    .default('development'),
  PORT: int('PORT', 1, 65535, 3000),
  /** HTTP processes of `npm start` / `start:prod` (node:cluster, one port); 0: one per core. Above 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: int('WEB_CONCURRENCY', 0, 64, 1),
  /** Default: 127.0.0.1 while the development sign-in is on (anyone reaching it signs in as anyone), else 0.0.0.0. */
  HOST: z.string().optional(),
  TRUST_PROXY: bool('TRUST_PROXY'),
  /** Default: http://localhost:<PORT>. */
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  /**
   * PostgreSQL connections each HTTP process may hold at once (queries beyond them wait their turn
   * in the process, first come first served): docs/decisions/394-a-small-connection-pool.md.
   */
  DATABASE_POOL_MAX: int('DATABASE_POOL_MAX', 1, 100, 4),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent.',
    })
    .default('info'),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: int('ACCESS_TOKEN_TTL_SECONDS', 60, 86_400, 900),
  REFRESH_TOKEN_TTL_DAYS: int('REFRESH_TOKEN_TTL_DAYS', 1, 365, 30),
  AUTH_DEV_PROVIDER: bool('AUTH_DEV_PROVIDER'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: url('GOOGLE_ISSUER').default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_BASE_URL: url('FACEBOOK_BASE_URL').default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: url('FACEBOOK_GRAPH_URL').default('https://graph.facebook.com'),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Eventos Perú <no-responder@eventosperu.pe>'),
  S3_ENDPOINT: url('S3_ENDPOINT').optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url('S3_PUBLIC_URL').optional(),
  UPLOAD_ORPHAN_GRACE_HOURS: int('UPLOAD_ORPHAN_GRACE_HOURS', 1, 8_760, 24),
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_BASE_URL: url('YOUTUBE_API_BASE_URL').default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_OEMBED_URL: url('YOUTUBE_OEMBED_URL').default('https://www.youtube.com/oembed'),
  VIDEO_METADATA_STANDIN: bool('VIDEO_METADATA_STANDIN'),
  /** The blog's GraphQL content service when it runs as its own process; unset: mounted at /graphql. */
  BLOG_GRAPHQL_URL: url('BLOG_GRAPHQL_URL').optional(),
  /** Port of the content service's own process (npm run start:blog). */
  BLOG_PORT: int('BLOG_PORT', 1, 65535, 3001),
  FACEBOOK_SCRAPE_STANDIN: bool('FACEBOOK_SCRAPE_STANDIN'),
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, { error: 'GTM_CONTAINER_ID debe tener la forma GTM-XXXXXXX.' })
    .optional(),
  GTM_SCRIPT_URL: url('GTM_SCRIPT_URL').default('https://www.googletagmanager.com/gtm.js'),
  /** Requests per minute per IP for visitors (set for shared mobile-carrier IPs: docs/deploy.md). */
  RATE_LIMIT_MAX: int('RATE_LIMIT_MAX', 1, 1_000_000, 1_200),
  /** Requests per minute per signed-in user, wherever they connect from. */
  RATE_LIMIT_USER_MAX: int('RATE_LIMIT_USER_MAX', 1, 1_000_000, 600),
  /** Shared rate-limit counters for several API processes (redis://host:6379). Unset: in memory. */
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']).optional(),
  RESPONSE_CACHE_TTL_MS: int('RESPONSE_CACHE_TTL_MS', 0, 3_600_000, 30_000),
  RESPONSE_CACHE_MAX_ENTRIES: int('RESPONSE_CACHE_MAX_ENTRIES', 1, 1_000_000, 5_000),
  SEED_DEMO: bool('SEED_DEMO'),
  /** Run the background jobs (lib/job-queue.ts) inside this API process. Default: yes, except in tests; false when `npm run worker` runs them. */
  RUN_JOBS: bool('RUN_JOBS'),
  /** Bearer token for GET /metrics. Unset: /metrics answers only requests from this machine (127.0.0.1, ::1). */
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN debe tener al menos 16 caracteres.' }).optional(),
  /** URLs per sitemap file; past it /sitemap.xml becomes an index of /sitemap-N.xml files. */
  SITEMAP_MAX_URLS: int('SITEMAP_MAX_URLS', 1, 50_000, 50_000),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  WEB_SSR_ENTRY: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  // Business identity (Libro de Reclamaciones, privacy policy, support contact). The defaults are
  // placeholders for development: set the real ones in production.
  BUSINESS_NAME: z.string().default('Eventos Perú S.A.C.'),
  BUSINESS_RUC: z
    .string()
    .default('20000000001')
    .refine(isValidRuc, { error: 'BUSINESS_RUC debe ser un RUC válido (11 dígitos, prefijo y dígito verificador).' }),
  BUSINESS_ADDRESS: z.string().default('Av. José Larco 123, Miraflores, Lima, Perú'),
  SUPPORT_EMAIL: z.string().default('atencion@eventosperu.pe'),
  SUPPORT_WHATSAPP: z
    .string()
    .default('+51900000000')
    .refine((v) => toPeruMobileE164(v) !== null, {
      error: 'SUPPORT_WHATSAPP debe ser un celular peruano, por ejemplo +51987654321.',
    })
    .transform((v) => toPeruMobileE164(v) as string),
  /**
   * Monthly price of the Business plan in cents of PEN, IGV included (0: Business is free). Default
   * S/ 49.00 (docs/decisions/186-business-plan-default-price.md: SPEC gives no price).
   */
  BUSINESS_PRICE_CENTS: int('BUSINESS_PRICE_CENTS', 0, 10_000_000, 4900),
  /** 'YYYY-MM-DD' (Lima): Business is free until that day inclusive (a launch offer); empty: no offer. */
  BUSINESS_FREE_UNTIL: z
    .string()
    .trim()
    .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, { error: 'BUSINESS_FREE_UNTIL debe ser una fecha YYYY-MM-DD.' })
    .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'BUSINESS_FREE_UNTIL debe ser una fecha válida.' })
    .default(''),
});

type Env = z.output<typeof EnvSchema>;

/** Every environment variable the API reads (documented in README.md and .env.example). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

export type Config = Omit<Env, 'HOST' | 'PUBLIC_URL' | 'TRUST_PROXY' | 'JWT_SECRET' | 'AUTH_DEV_PROVIDER' | 'SEED_DEMO' | 'RUN_JOBS' | 'ADMIN_EMAILS' | 'VIDEO_METADATA_STANDIN' | 'FACEBOOK_SCRAPE_STANDIN' | 'WEB_SSR_ENTRY'> & {
  /** The web build's server entry (server rendering; docs/decisions/120-server-rendering.md). */
  WEB_SSR_ENTRY: string;
  /** Interface to listen on (see EnvSchema.HOST for the default). */
  HOST: string;
  /** True when HOST was set explicitly (the development sign-in then listens there too). */
  hostExplicit: boolean;
  /** Public origin without a trailing slash (links, OAuth callbacks, canonical URLs). */
  PUBLIC_URL: string;
  /** Behind a load balancer: take the client IP (rate limiting, logs) from X-Forwarded-For. */
  TRUST_PROXY: boolean;
  JWT_SECRET: string;
  AUTH_DEV_PROVIDER: boolean;
  SEED_DEMO: boolean;
  /** Background jobs run in this process (RUN_JOBS; default true outside tests). */
  RUN_JOBS: boolean;
  /** Built-in offline answers for video metadata (development without YOUTUBE_API_KEY). */
  VIDEO_METADATA_STANDIN: boolean;
  /** Offline answers for "ask Facebook to scrape again" (development without Facebook app credentials). */
  FACEBOOK_SCRAPE_STANDIN: boolean;
  /** Lower-cased e-mails of operators with the admin flag. */
  ADMIN_EMAILS: string[];
  isProduction: boolean;
  /** Absolute directory of the embedded PGlite database (DATA_DIR/pglite). */
  pgliteDir: string;
  /** Absolute directory of the local file storage served at /cdn (DATA_DIR/cdn). */
  cdnDir: string;
  /** True when S3_BUCKET is set: files go to S3-compatible storage instead of DATA_DIR/cdn. */
  s3Enabled: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOOPBACK_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** At least 32 characters, not the public development value, not one repeated character. */
export function isStrongSecret(secret: string | undefined): boolean {
  if (!secret || secret.length < 32 || secret === DEV_JWT_SECRET) return false;
  return new Set(secret).size >= 8;
}

/** An https origin that is not localhost or a loopback/unspecified address. */
export function isRealPublicUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !LOOPBACK_HOSTS.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What stops a production *server or worker* from starting (the tests build production apps on
 * PGlite, so this is checked by the process entries, not by loadConfig): the embedded database is
 * for one developer's machine, production needs DATABASE_URL.
 */
export function productionStartProblems(config: Config): string[] {
  if (!config.isProduction) return [];
  return config.DATABASE_URL
    ? []
    : ['DATABASE_URL es obligatorio en producción (postgres://usuario:clave@servidor:5432/base): la base embebida PGlite es solo para desarrollo.'];
}

/** Throws the Spanish ConfigError of productionStartProblems, if any. */
export function assertProductionReady(config: Config): void {
  const problems = productionStartProblems(config);
  if (problems.length > 0) throw new ConfigError(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Loads the repository's .env (if present) into process.env without overriding set variables. */
export function loadEnvFile(path = join(REPO_ROOT, '.env')): void {
  if (existsSync(path)) loadDotenv({ path, quiet: true });
}

/**
 * Reads and validates the configuration. With the default `env` (process.env) the repository's
 * .env file is loaded first; pass an object (tests) to skip it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env) loadEnvFile();
  // Empty values (`GOOGLE_CLIENT_ID=` in .env) mean "not set".
  const raw = Object.fromEntries(
    ENV_VARIABLES.map((key) => [key, env[key]?.trim() ? env[key]?.trim() : undefined]),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !isStrongSecret(e.JWT_SECRET)) {
    problems.push(
      'JWT_SECRET es obligatorio en producción: al menos 32 caracteres aleatorios (p. ej. `openssl rand -base64 48`), no el valor de desarrollo.',
    );
  }
  if (isProduction && !isRealPublicUrl(e.PUBLIC_URL)) {
    problems.push(
      'PUBLIC_URL es obligatorio en producción: la dirección https pública del sitio (p. ej. https://eventosperu.pe), no localhost ni una IP local.',
    );
  }
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) problems.push('GOOGLE_CLIENT_SECRET es obligatorio si se define GOOGLE_CLIENT_ID.');
  if (e.FACEBOOK_CLIENT_ID && !e.FACEBOOK_CLIENT_SECRET) problems.push('FACEBOOK_CLIENT_SECRET es obligatorio si se define FACEBOOK_CLIENT_ID.');
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY son obligatorios si se define S3_BUCKET.');
  }
  const devSignIn = e.AUTH_DEV_PROVIDER ?? !isProduction;
  const processes = e.WEB_CONCURRENCY === 0 ? availableParallelism() : e.WEB_CONCURRENCY;
  if (processes > 1 && !e.DATABASE_URL) {
    problems.push('WEB_CONCURRENCY mayor que 1 necesita DATABASE_URL: la base embebida PGlite admite un solo proceso.');
  }
  if (processes > 1 && devSignIn) {
    problems.push(
      'WEB_CONCURRENCY mayor que 1 necesita AUTH_DEV_PROVIDER=false: el inicio de sesión de desarrollo guarda su estado en un solo proceso.',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const dataDir = absolute(e.DATA_DIR);
  return {
    ...e,
    WEB_CONCURRENCY: processes,
    HOST: e.HOST ?? (devSignIn ? '127.0.0.1' : '0.0.0.0'),
    hostExplicit: e.HOST !== undefined,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: absolute(e.WEB_DIST_DIR),
    // The server render's entry, built beside the web app (apps/web/dist-ssr next to apps/web/dist).
    WEB_SSR_ENTRY: e.WEB_SSR_ENTRY ? absolute(e.WEB_SSR_ENTRY) : join(absolute(e.WEB_DIST_DIR), '..', 'dist-ssr', 'entry-server.js'),
    TRUST_PROXY: e.TRUST_PROXY ?? false,
    JWT_SECRET: e.JWT_SECRET ?? DEV_JWT_SECRET,
    AUTH_DEV_PROVIDER: devSignIn,
    SEED_DEMO: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'test'),
    RUN_JOBS: e.RUN_JOBS ?? e.NODE_ENV !== 'test',
    VIDEO_METADATA_STANDIN: e.VIDEO_METADATA_STANDIN ?? (e.NODE_ENV === 'development' && !e.YOUTUBE_API_KEY),
    FACEBOOK_SCRAPE_STANDIN: e.FACEBOOK_SCRAPE_STANDIN ?? (e.NODE_ENV === 'development' && !e.FACEBOOK_CLIENT_SECRET),
    ADMIN_EMAILS: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    isProduction,
    pgliteDir: join(dataDir, 'pglite'),
    cdnDir: join(dataDir, 'cdn'),
    s3Enabled: Boolean(e.S3_BUCKET),
  };
}
