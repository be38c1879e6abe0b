// Several HTTP processes on one port (WEB_CONCURRENCY > 1, docs/decisions/260-a-process-per-core.md):
// the primary process of server.ts prepares the database once (migrations, catalogue), then forks
// the workers with node:cluster; each worker builds the app and listens on PORT (the primary hands
// the connections out in turn). What one process must tell the others (cache invalidation,
// sign-outs, live conversations) already goes through PostgreSQL NOTIFY (docs/deploy.md).
// `superviseWorkers` is the primary's whole job, written against a small interface so that a test
// can drive it without forking.

/** What the supervisor needs of a forked worker (node:cluster's Worker has it). */
export interface SupervisedWorker {
  on(event: 'listening', listener: () => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  process: { pid?: number | undefined; kill(signal?: NodeJS.Signals): boolean };
}

export interface SuperviseOptions {
  /** How many workers to keep running. */
  count: number;
  fork(): SupervisedWorker;
  /** Ends the primary (process.exit). */
  exit(code: number): void;
  log: { info(message: string): void; error(message: string): void };
  /** A stop that takes longer than this ends the primary with 1 (the workers finish in-flight requests first). */
  stopTimeoutMs?: number;
}

export interface Supervisor {
  /** Passes the signal to every worker (each closes cleanly) and exits once all have ended. */
  stop(signal: NodeJS.Signals): void;
  /** Workers alive now. */
  size(): number;
}

/**
 * Forks `count` workers and keeps them running: a worker that ends after it was listening is
 * replaced (a crash in one request's code does not take the site down); a worker that ends before it
 * ever listened (a start-up error: port taken, database unreachable) stops them all and exits with 1,
 * instead of forking the same failure forever.
 */
export function superviseWorkers(options: SuperviseOptions): Supervisor {
  const { count, fork, exit, log } = options;
  const workers = new Set<SupervisedWorker>();
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = fork();
    let listening = false;
    workers.add(worker);
    worker.on('listening', () => {
      listening = true;
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) exit(exitCode);
        return;
      }
      const how = signal ? `la señal ${signal}` : `el código ${code ?? 0}`;
      if (!listening) {
        log.error(`Un proceso del servidor (pid ${worker.process.pid ?? '?'}) terminó antes de atender (${how}): deteniendo el servidor.`);
        exitCode = 1;
        stop('SIGTERM');
        return;
      }
      log.error(`Un proceso del servidor (pid ${worker.process.pid ?? '?'}) terminó con ${how}: se inicia otro.`);
      start();
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) {
      exit(exitCode);
      return;
    }
    for (const worker of workers) worker.process.kill(signal);
    const timer = setTimeout(() => {
      log.error('El cierre tardó demasiado; saliendo.');
      exit(1);
    }, options.stopTimeoutMs ?? 15_000);
    timer.unref();
  };

  for (let i = 0; i < count; i++) start();
  log.info(`${count} procesos del servidor en el mismo puerto (WEB_CONCURRENCY).`);
  return { stop, size: () => workers.size };
}
