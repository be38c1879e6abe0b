#!/usr/bin/env node
// `npm start`: the two-command start (`npm install && npm start`) on a fresh machine. Builds the
// release (npm run build: API + domain compiled to apps/api/dist, web app to apps/web/dist) only
// when it is missing or older than the sources, then runs the compiled server with node — the same
// file production runs (`npm run start:prod`, the Docker image), with no build at boot there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const WEB_SSR = join(ROOT, 'apps/web/dist-ssr/entry-server.js');
const SOURCES = ['apps/api/src', 'packages/domain/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built =
  existsSync(SERVER) && existsSync(WEB_INDEX) && existsSync(WEB_SSR)
    ? Math.min(statSync(SERVER).mtimeMs, statSync(WEB_INDEX).mtimeMs, statSync(WEB_SSR).mtimeMs)
    : 0;
const changed = Math.max(...SOURCES.map((s) => newest(join(ROOT, s))));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'Compilando la aplicación (primera vez)…' : 'Hay cambios en el código: compilando…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The same V8 flags as `npm run start:prod` and the Docker image (docs/decisions/334).
const server = spawn(process.execPath, ['--max-semi-space-size=64', SERVER], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
