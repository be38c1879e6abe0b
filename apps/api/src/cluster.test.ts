// The primary of WEB_CONCURRENCY > 1 (cluster.ts): forks the workers, replaces one that crashes,
// stops everything when one cannot start, and passes a stop signal on. Driven by fake workers.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { superviseWorkers, type SupervisedWorker } from './cluster';
import { loadConfig } from './config';

class FakeWorker extends EventEmitter implements SupervisedWorker {
  static next = 100;
  readonly signals: string[] = [];
  readonly process = {
    pid: FakeWorker.next++,
    kill: (signal?: NodeJS.Signals) => {
      this.signals.push(signal ?? 'SIGTERM');
      return true;
    },
  };
  listen() {
    this.emit('listening');
  }
  end(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

function setup(count: number) {
  const forked: FakeWorker[] = [];
  const exit = vi.fn<(code: number) => void>();
  const log = { info: vi.fn<(m: string) => void>(), error: vi.fn<(m: string) => void>() };
  const supervisor = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    },
    exit,
    log,
  });
  return { forked, exit, log, supervisor };
}

describe('superviseWorkers', () => {
  it('forks WEB_CONCURRENCY workers', () => {
    const { forked, supervisor, exit } = setup(3);
    expect(forked).toHaveLength(3);
    expect(supervisor.size()).toBe(3);
    expect(exit).not.toHaveBeenCalled();
  });

  it('replaces a worker that ends after it was listening', () => {
    const { forked, supervisor, exit, log } = setup(2);
    forked.forEach((w) => w.listen());
    forked[0]!.end(1);
    expect(forked).toHaveLength(3);
    expect(supervisor.size()).toBe(2);
    expect(exit).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('se inicia otro'));
  });

  it('stops them all and exits with 1 when a worker ends before it listened', () => {
    const { forked, exit } = setup(2);
    forked[1]!.listen();
    forked[0]!.end(1);
    // No replacement for a start-up failure: the other worker is told to stop.
    expect(forked).toHaveLength(2);
    expect(forked[1]!.signals).toEqual(['SIGTERM']);
    expect(exit).not.toHaveBeenCalled();
    forked[1]!.end(0);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('passes a stop signal to every worker and exits with 0 once all have ended, without replacing them', () => {
    const { forked, supervisor, exit } = setup(2);
    forked.forEach((w) => w.listen());
    supervisor.stop('SIGINT');
    supervisor.stop('SIGTERM');
    expect(forked.map((w) => w.signals)).toEqual([['SIGINT'], ['SIGINT']]);
    forked[0]!.end(0);
    expect(exit).not.toHaveBeenCalled();
    forked[1]!.end(null, 'SIGINT');
    expect(forked).toHaveLength(2);
    expect(exit).toHaveBeenCalledWith(0);
  });
});

describe('WEB_CONCURRENCY', () => {
  const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/eventos', AUTH_DEV_PROVIDER: 'false' };

  it('is one process by default; 0 means one per core', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '0' }).WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('needs PostgreSQL and the development sign-in off for more than one process', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', AUTH_DEV_PROVIDER: 'false' })).toThrow(
      'WEB_CONCURRENCY mayor que 1 necesita DATABASE_URL: la base embebida PGlite admite un solo proceso.',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: pg.DATABASE_URL })).toThrow(
      'WEB_CONCURRENCY mayor que 1 necesita AUTH_DEV_PROVIDER=false',
    );
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '65' })).toThrow('WEB_CONCURRENCY debe ser como máximo 64.');
  });
});
