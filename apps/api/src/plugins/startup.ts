// Start-up checks used by server.ts.
import { ConfigError } from '../config';
import { DataDirLockedError, type Db } from '../db/client';
import { providers } from '../db/schema';

/** True when at least one provider exists (the demo data is only loaded into an empty database). */
export async function hasProviders(db: Db): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).limit(1);
  return rows.length > 0;
}

/** Start-up failures the operator can fix: one Spanish line, no stack trace. */
export function startupErrorMessage(err: unknown): string | null {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) return err.message;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return 'El puerto ya está en uso: detén el otro proceso o define otro PORT.';
  if (code === 'EACCES') return 'No hay permiso para escuchar en ese puerto: usa un PORT mayor que 1024.';
  if (code === 'EADDRNOTAVAIL') return 'HOST no es una dirección de esta máquina.';
  return null;
}
