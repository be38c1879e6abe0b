// Every session of the app gets the planner setting of SESSION_SETTINGS_SQL (PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import { queryRows } from './client';

describe('database sessions', () => {
  it('plan with random_page_cost 1.1 (SSD/RAM), on every pooled connection', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      // Several at once, so a PostgreSQL pool opens more than one connection.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => queryRows<{ random_page_cost: string }>(database.db, sql`SHOW random_page_cost`)),
      );
      for (const rows of answers) expect(rows[0]?.random_page_cost).toBe('1.1');
    } finally {
      await drop();
    }
  });
});
