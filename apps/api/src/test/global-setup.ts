// Vitest global setup for the `api` project: prepares ONE migrated + catalogue-seeded database that
// every test app copies (STYLE §5.4: fresh copy per test file, no cleanup code in tests).
//   PGlite (default): an in-memory PGlite is migrated, seeded and dumped to a tarball in os.tmpdir(),
//     cached by a hash of the migrations/seeds, so later runs skip the seeding.
//   PostgreSQL (TEST_DB=pg + TEST_DATABASE_URL): a template database eventos_tpl_<pid>; each test
//     app is `CREATE DATABASE … TEMPLATE` of it. Teardown drops the template and any leftovers.
import type { TestProject } from 'vitest/node';
import { preparePgTemplate, dropPgTemplate } from './pg-template';
import { preparePgliteTemplate } from './pglite-template';
import { testDbMode } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'pglite' | 'pg' */
    testDbMode: string;
    /** PGlite mode: path of the data-dir tarball. */
    pgliteTemplatePath: string;
    /** PG mode: name of the template database. */
    pgTemplateName: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mode = testDbMode();
  project.provide('testDbMode', mode);
  if (mode === 'pg') {
    const template = await preparePgTemplate();
    project.provide('pgTemplateName', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await dropPgTemplate(template);
    };
  }
  const path = await preparePgliteTemplate();
  project.provide('pgliteTemplatePath', path);
  project.provide('pgTemplateName', '');
  return async () => {};
}
