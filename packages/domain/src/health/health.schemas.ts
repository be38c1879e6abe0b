/** GET /healthz (liveness, ?db=1 also pings the database) and GET /readyz (database and job queue). */
import { z } from '../zod';
import { msg } from '../common/common.schemas';

const CHECK_STATES = ['ok', 'error'] as const;

/** The service's state and, when checked, the database's and the job queue's. */
export const HealthSchema = z.object({
  status: z.enum(CHECK_STATES),
  db: z.enum(CHECK_STATES).optional(),
  queue: z.enum(CHECK_STATES).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /healthz?db=1 (or true) also pings the database. */
export const HealthQuerySchema = z.object({
  db: z
    .enum(['0', '1', 'true', 'false'], msg('health.db.invalid'))
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
