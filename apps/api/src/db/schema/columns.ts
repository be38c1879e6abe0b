// Shared column builders: timestamps and the tsvector type (drizzle has no built-in one).
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** Nullable timestamptz column in Date mode. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL full-text document; maintained by triggers (see migrations/0002_search.sql). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
