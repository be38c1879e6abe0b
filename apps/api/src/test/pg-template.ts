// PostgreSQL mode: a migrated + seeded template database, copied per test app with
// CREATE DATABASE … TEMPLATE (a file-level copy: milliseconds, fully isolated).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { withAdmin } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed/catalogue';
import { databaseUrl } from './test-env';

const NAME = /^eventos_(tpl|t)_(\d+)(_[a-z0-9]+)?$/;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function drop(client: pg.Client, name: string): Promise<void> {
  if (!NAME.test(name)) throw new Error(`Nombre de base de datos de prueba inesperado: ${name}`);
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Databases left behind by test runs that crashed (their process no longer exists). */
async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'eventos\\_t%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(NAME.exec(datname)?.[2]);
    if (pid && !isAlive(pid)) await drop(client, datname);
  }
}

export async function preparePgTemplate(): Promise<string> {
  const name = `eventos_tpl_${process.pid}`;
  await withAdmin(async (client) => {
    await dropStale(client);
    await drop(client, name);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const database = await createDatabase({ url: databaseUrl(name) });
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
  } finally {
    await database.close();
  }
  return name;
}

/** Creates eventos_t_<pid>_<random> from the template; returns its name and URL. */
export async function createPgTestDatabase(template: string): Promise<{ name: string; url: string }> {
  const pid = NAME.exec(template)?.[2];
  if (!pid) throw new Error(`Plantilla inesperada: ${template}`);
  const name = `eventos_t_${pid}_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (client) => {
    // Concurrent copies of one template can collide ("source database is being accessed"): retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return { name, url: databaseUrl(name) };
}

export async function dropPgTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => drop(client, name));
}

/** Drops the template and every copy made from it during this run. */
export async function dropPgTemplate(template: string): Promise<void> {
  const pid = NAME.exec(template)?.[2];
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`eventos\\_t\\_${pid}\\_%`],
    );
    for (const { datname } of rows) await drop(client, datname);
    await drop(client, template);
  });
}
