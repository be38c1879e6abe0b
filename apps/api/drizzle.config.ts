// drizzle-kit configuration: `npx drizzle-kit generate` (run in apps/api) writes SQL migrations
// from src/db/schema into src/db/migrations; they are committed and applied at start-up.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
