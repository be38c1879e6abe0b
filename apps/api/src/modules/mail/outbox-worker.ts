// Polls the outbox and sends due mail (see mailer.ts). Safe with many API processes: rows are
// claimed with FOR UPDATE SKIP LOCKED. Wakes up early when this process queues a mail.
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailEvents, sendPendingMail, type MailLogger } from './mailer';

export interface OutboxWorkerOptions {
  db: Db;
  transport: Transporter | null;
  from: string;
  logger: MailLogger;
  intervalMs?: number;
}

export interface OutboxWorker {
  /** Runs one pass now (resolves when done). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const intervalMs = options.intervalMs ?? 5_000;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          let handled: number;
          do {
            handled = await sendPendingMail(options.db, options);
            total += handled;
          } while (handled > 0 && !stopped);
        } while (again && !stopped);
      } catch (err) {
        options.logger.error({ err }, 'Error en el envío de correos pendientes');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  const onQueued = () => {
    if (!stopped) void runOnce();
  };
  mailEvents.on('queued', onQueued);
  const timer = setInterval(onQueued, intervalMs);
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      mailEvents.off('queued', onQueued);
      await running;
    },
  };
}
