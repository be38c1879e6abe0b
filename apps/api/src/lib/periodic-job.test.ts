import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

describe('startPeriodicJob', () => {
  it('runs at once and on every tick, one pass at a time; logs errors; stop aborts and waits', async () => {
    vi.useFakeTimers();
    try {
      const log = { error: vi.fn() };
      let passes = 0;
      let release: () => void = () => undefined;
      let seen: AbortSignal | null = null;
      const job = startPeriodicJob(
        (signal) => {
          passes += 1;
          seen = signal;
          if (passes === 2) return Promise.reject(new Error('falló'));
          return passes === 3 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
        },
        { intervalMs: 1_000, log, errorMessage: 'No se pudo' },
      );
      expect(passes).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(passes).toBe(2);
      expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'No se pudo');
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.advanceTimersByTimeAsync(1_000); // pass 3 still running: no overlap
      expect(passes).toBe(3);
      let stopped = false;
      const stopping = job.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(seen!.aborted).toBe(true);
      expect(stopped).toBe(false);
      release();
      await stopping;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(passes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
