// Which database the API tests use, from the environment.
export type TestDbMode = 'pglite' | 'pg';

export function testDbMode(env: NodeJS.ProcessEnv = process.env): TestDbMode {
  if (env.TEST_DB !== 'pg') return 'pglite';
  if (!env.TEST_DATABASE_URL) {
    throw new Error('TEST_DB=pg necesita TEST_DATABASE_URL (p. ej. postgres://postgres@127.0.0.1:5432/test).');
  }
  return 'pg';
}

/** The admin connection string (TEST_DATABASE_URL) pointed at another database. */
export function databaseUrl(name: string, base = process.env.TEST_DATABASE_URL ?? ''): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
