// The web server's V8 flags (docs/decisions/334-larger-young-generation.md): `npm start`, `npm run
// start:prod` and the Docker image start the compiled server with the same flags, and the flag does what
// the ADR says on this Node.js (a new space of 128 MB where V8's default stops at 32).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const FLAG = '--max-semi-space-size=64';

describe('the web server is started with a larger young generation', () => {
  it('in npm run start:prod, npm start and the Docker image alike', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start:prod']).toBe(`node ${FLAG} apps/api/dist/server.js`);
    expect(read('scripts/start.mjs')).toContain(`spawn(process.execPath, ['${FLAG}', SERVER]`);
    expect(read('Dockerfile')).toContain(`CMD ["node", "${FLAG}", "apps/api/dist/server.js"]`);
  });

  it('which lets V8 grow its new space past the default', () => {
    const newSpaceMb = (flags: string[]) => {
      const script =
        "const v8 = require('node:v8'); let keep = []; for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 1e5) keep = []; }" +
        "console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576);";
      const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      return Number(run.stdout.trim());
    };
    // Node.js 20's default: semi-spaces of 16 MB, a new space of 32; with the flag up to 128.
    expect(newSpaceMb([])).toBeLessThan(128);
    expect(newSpaceMb([FLAG])).toBe(128);
  });
});
