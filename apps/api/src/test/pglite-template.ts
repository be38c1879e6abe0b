// PGlite mode: migrate + seed an in-memory PGlite once, dump its data directory to a tarball in
// os.tmpdir(), and start every test database from it (PGlite `loadDataDir`). The tarball name
// carries a hash of everything that shapes the data (db/, domain, PGlite version), so a second run
// reuses it and a change to a migration or seed rebuilds it. TEST_TEMPLATE_CACHE=0 forces a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config';
import { createDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedCatalogue } from '../db/seed/catalogue';

const API_SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = 'eventos-pglite-template-';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return /\.test\.ts$/.test(entry.name) ? [] : [path];
  });
}

/** Hash of the inputs of the template: db code, migrations, seeds and their data, domain, PGlite. */
export function templateHash(): string {
  const hash = createHash('sha256');
  const files = [...listFiles(join(API_SRC, 'db')), ...listFiles(join(REPO_ROOT, 'packages/domain/src'))].sort();
  for (const file of files) {
    hash.update(relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  const pglitePkg = join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglitePkg)) hash.update(readFileSync(pglitePkg));
  return hash.digest('hex').slice(0, 16);
}

export async function preparePgliteTemplate(): Promise<string> {
  const path = join(tmpdir(), `${PREFIX}${templateHash()}.tar`);
  if (existsSync(path) && statSync(path).size > 0 && process.env.TEST_TEMPLATE_CACHE !== '0') return path;

  const database = await createDatabase(); // in-memory PGlite
  try {
    await runMigrations(database);
    await seedCatalogue(database.db);
    if (!database.pglite) throw new Error('Se esperaba una base PGlite');
    // Uncompressed: loading it is about twice as fast as a gzipped dump.
    const dump = await database.pglite.dumpDataDir('none');
    const partial = `${path}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path); // atomic: parallel runs never read half a file
  } finally {
    await database.close();
  }
  // Remove templates of older migrations/seeds — only stale ones: a concurrent run (another
  // checkout state) may still be loading its own template.
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const old = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || old === path || !/\.tar(\.gz)?$/.test(name)) continue;
    const modified = statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (modified < dayAgo) await rm(old, { force: true });
  }
  return path;
}

const templates = new Map<string, Buffer>();

/** A fresh PGlite database holding a copy of the template (the tarball is read once per worker). */
export async function databaseFromTemplate(path: string): Promise<Database> {
  let data = templates.get(path);
  if (!data) {
    data = readFileSync(path);
    templates.set(path, data);
  }
  return createDatabase({ loadDataDir: new Blob([data]) });
}
