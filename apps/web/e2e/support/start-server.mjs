// Playwright's webServer: start the API (which serves the built web app) on an empty
// data directory, so e2e tests never depend on data left by an earlier run or on demo data.
// `npm run test:e2e` builds first; the server gets a copy of that build (WEB_DIST_DIR).
// Run from the repository root (playwright.config.ts sets cwd); env comes from the config.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? 'data/e2e');
if (!dataDir.split(sep).includes('data')) {
  throw new Error(`Refusing to empty ${dataDir}: DATA_DIR must be under a data/ folder`);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Serve a snapshot of the build, so a `npm run build` elsewhere during the run (new hashed file
// names) can't pull the assets from under the pages being tested.
const dist = resolve('apps/web/dist');
const webDist = join(dataDir, 'web-dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
cpSync(dist, webDist, { recursive: true });
// The server render of the public pages, beside it (WEB_SSR_ENTRY's default: ../dist-ssr).
const ssr = resolve('apps/web/dist-ssr');
if (!existsSync(join(ssr, 'entry-server.js'))) throw new Error('apps/web/dist-ssr is missing: run `npm run build` first');
cpSync(ssr, join(dataDir, 'dist-ssr'), { recursive: true });

// Own process group: npx does not pass signals on to tsx, so stop() signals the whole group.
const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: webDist },
});
function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
let stopping = false;
function stop(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  signalGroup(signal);
  setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', (code, signal) => {
  signalGroup('SIGTERM'); // npx gone: make sure tsx and the server go too
  process.exit(code ?? (signal ? 0 : 1));
});

// If Playwright itself is killed (SIGKILL, a time-out), nobody stops this server and the port
// stays taken: watch our parent and the Playwright process above it, and stop when either is gone.
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}
const watched = [process.ppid, parentOf(process.ppid)].filter((pid) => pid && pid > 1);
setInterval(() => {
  for (const pid of watched) {
    try {
      process.kill(pid, 0);
    } catch {
      console.error(`[e2e server] process ${pid} that started this server is gone: stopping`);
      stop();
    }
  }
}, 2_000).unref();
