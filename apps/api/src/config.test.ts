import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import {
  assertProductionReady,
  ConfigError,
  DEV_JWT_SECRET,
  ENV_VARIABLES,
  isRealPublicUrl,
  loadConfig,
  REPO_ROOT,
} from './config';

const STRONG = 'k3J9-vQx2_Lm8pZt4RwY7nBc1HsD6fGa0eUi';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: STRONG, PUBLIC_URL: 'https://eventosperu.pe' };

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      // The development sign-in lets anyone in as anyone: only this machine can reach it.
      HOST: '127.0.0.1',
      hostExplicit: false,
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: undefined,
      DATABASE_POOL_MAX: 4,
      DATA_DIR: join(REPO_ROOT, 'data'),
      WEB_DIST_DIR: join(REPO_ROOT, 'apps/web/dist'),
      JWT_SECRET: DEV_JWT_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      AUTH_DEV_PROVIDER: true,
      SEED_DEMO: true,
      RATE_LIMIT_MAX: 1200,
      RATE_LIMIT_USER_MAX: 600,
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
      isProduction: false,
      pgliteDir: join(REPO_ROOT, 'data/pglite'),
      cdnDir: join(REPO_ROOT, 'data/cdn'),
      s3Enabled: false,
      // Business has a realistic price by default (ADR 186), so the plans never both read «Gratis».
      BUSINESS_PRICE_CENTS: 4900,
      BUSINESS_FREE_UNTIL: '',
    });
  });

  it('parses numbers, booleans, lists and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      AUTH_DEV_PROVIDER: 'no',
      SEED_DEMO: 'sí',
      ADMIN_EMAILS: ' Ana@Ejemplo.pe, luis@ejemplo.pe ,',
      GOOGLE_CLIENT_ID: '',
      PUBLIC_URL: 'https://eventos.pe/',
      DATA_DIR: '/var/lib/eventos',
    });
    expect(config.PORT).toBe(8080);
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.AUTH_DEV_PROVIDER).toBe(false);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.ADMIN_EMAILS).toEqual(['ana@ejemplo.pe', 'luis@ejemplo.pe']);
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://eventos.pe');
    expect(config.cdnDir).toBe('/var/lib/eventos/cdn');
  });

  it('does not seed demo data into a real PostgreSQL by default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).SEED_DEMO).toBe(false);
  });

  it('explains invalid values in Spanish', () => {
    expect(() => loadConfig({ PORT: 'ochenta' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT debe ser como máximo 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL debe ser una URL válida/);
    expect(() => loadConfig({ SEED_DEMO: 'quizás' })).toThrow(/SEED_DEMO debe ser true o false/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL debe ser/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX debe ser como mínimo 1/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'muchas' })).toThrow(/DATABASE_POOL_MAX debe ser un número/);
  });

  it('requires a strong JWT_SECRET and a real PUBLIC_URL in production and turns the dev sign-in off', () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: '' })).toThrow(/JWT_SECRET es obligatorio en producción/);
    for (const weak of ['corto', 'x'.repeat(40), DEV_JWT_SECRET]) {
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: weak }), weak).toThrow(/JWT_SECRET es obligatorio en producción/);
    }
    for (const url of ['', 'http://eventosperu.pe', 'https://localhost', 'https://127.0.0.1:8443', 'https://0.0.0.0']) {
      expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL es obligatorio en producción/);
    }
    expect(isRealPublicUrl('https://www.eventosperu.pe')).toBe(true);
    const config = loadConfig(PRODUCTION);
    expect(config.AUTH_DEV_PROVIDER).toBe(false);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.isProduction).toBe(true);
  });

  it('a production server needs DATABASE_URL (the embedded database is for development)', () => {
    expect(() => assertProductionReady(loadConfig(PRODUCTION))).toThrow(/DATABASE_URL es obligatorio en producción/);
    expect(() => assertProductionReady(loadConfig({ ...PRODUCTION, DATABASE_URL: 'postgres://u@db/eventos' }))).not.toThrow();
    expect(() => assertProductionReady(loadConfig({}))).not.toThrow();
  });

  it('listens only on 127.0.0.1 while the dev sign-in is on, unless HOST is set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ HOST: '0.0.0.0', hostExplicit: true });
    expect(loadConfig({ AUTH_DEV_PROVIDER: 'false' }).HOST).toBe('0.0.0.0');
  });

  it('requires the secret that goes with a client id or bucket', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'id' })).toThrow(/FACEBOOK_CLIENT_SECRET/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3Enabled).toBe(true);
  });

  it('accepts .env.example as is, and it documents every variable', () => {
    const text = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const env = parse(text);
    expect(() => loadConfig(env)).not.toThrow();
    const documented = new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(ENV_VARIABLES.filter((k) => !documented.has(k))).toEqual([]);
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(ENV_VARIABLES.filter((k) => !readme.includes(`\`${k}\``))).toEqual([]);
  });
});
