// The server render's entry as it was built (issue 12). The bench scripts run under tsx, whose loader
// transforms every imported .js file outside a node_modules directory (esbuild prints it again and
// names its functions), so a render of apps/web/dist-ssr/entry-server.js imported from a bench script
// did not cost what it costs in `node apps/api/dist/server.js`: up to 15 % more CPU per render, and not
// the same for two builds (measured 2026-12-01, bench/README.md, h1). A copy under a node_modules
// directory is imported untouched. The entry is one file that imports only Node's built-ins.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreateServerRenderer } from '../../apps/api/src/plugins/server-render';

let copies = 0;

export async function importAsBuilt(entry: string): Promise<CreateServerRenderer> {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build`);
  const dir = join(mkdtempSync(join(tmpdir(), 'render-entry-')), 'node_modules', `build-${copies++}`);
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, 'entry-server.js');
  copyFileSync(entry, copy);
  return ((await import(pathToFileURL(copy).href)) as { createServerRenderer: CreateServerRenderer }).createServerRenderer;
}
