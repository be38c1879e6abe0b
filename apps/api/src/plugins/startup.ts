// Start-up checks used by server.ts.
import type { Db } from '../db/client';
import { providers } from '../db/schema';

/** True when at least one provider exists (the demo data is only loaded into an empty database). */
export async function hasProviders(db: Db): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).limit(1);
  return rows.length > 0;
}
