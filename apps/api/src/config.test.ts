import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, ENV_VARIABLES, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: undefined,
      DATA_DIR: join(REPO_ROOT, 'data'),
      WEB_DIST_DIR: join(REPO_ROOT, 'apps/web/dist'),
      JWT_SECRET: DEV_JWT_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      AUTH_DEV_PROVIDER: true,
      SEED_DEMO: true,
      RATE_LIMIT_MAX: 300,
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
      isProduction: false,
      pgliteDir: join(REPO_ROOT, 'data/pglite'),
      cdnDir: join(REPO_ROOT, 'data/cdn'),
      s3Enabled: false,
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
  });

  it('requires a real JWT_SECRET in production and turns the dev sign-in off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET es obligatorio en producción/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.AUTH_DEV_PROVIDER).toBe(false);
    expect(config.isProduction).toBe(true);
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
