// A job that runs now and then every `intervalMs` in the background (the timer never keeps the
// process alive): one pass at a time, errors logged, stop() clears the timer, aborts the pass's
// signal and waits for it. Used by the events expiry and the orphan-upload sweep.

export interface PeriodicJob {
  /** Stops the timer, aborts the pass in progress (its signal) and waits for it. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  intervalMs: number;
  log: { error(obj: object, msg?: string): void };
  /** Logged (with the error) when a pass throws. */
  errorMessage: string;
}

export function startPeriodicJob(pass: (signal: AbortSignal) => Promise<void>, options: PeriodicJobOptions): PeriodicJob {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        await pass(abort.signal);
      } catch (err) {
        options.log.error({ err }, options.errorMessage);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}
