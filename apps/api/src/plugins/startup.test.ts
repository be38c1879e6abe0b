// What a second `npm start` on the same data prints: the Spanish message only, no stack trace.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/client';
import { startupErrorMessage } from './startup';

function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('start-up failures', () => {
  it('known causes become one Spanish line', () => {
    expect(startupErrorMessage(new ConfigError('Configuración inválida'))).toBe('Configuración inválida');
    expect(startupErrorMessage(new DataDirLockedError('Otro proceso'))).toBe('Otro proceso');
    expect(
      startupErrorMessage(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' })),
    ).toMatch(/puerto ya está en uso/);
    expect(startupErrorMessage(new Error('otra cosa'))).toBeNull();
  });

  it('a second server on the same DATA_DIR prints only the Spanish message', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'eventos-second-start-'));
    const release = lockDataDir(join(dataDir, 'pglite')); // this test process plays the first server
    try {
      const { code, stdout, stderr } = await runServer({
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        PORT: '4199',
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Otro proceso (PID ${process.pid}) está usando la base de datos de ${join(dataDir, 'pglite')}. Deténlo o usa otro DATA_DIR. ` +
          `Si no hay ninguno en ejecución, borra ${join(dataDir, 'pglite')}.lock.`,
      );
      expect(stdout + stderr).not.toMatch(/\n\s+at |Error:/);
    } finally {
      release();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('production without DATABASE_URL refuses to start in Spanish', async () => {
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'k3J9-vQx2_Lm8pZt4RwY7nBc1HsD6fGa0eUi',
      PUBLIC_URL: 'https://eventosperu.pe',
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Configuración inválida:\n {2}- DATABASE_URL es obligatorio en producción/);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
