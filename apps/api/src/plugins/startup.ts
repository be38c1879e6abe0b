// Start-up checks used by server.ts (whether the database has providers: the providers module's hasProviders).
import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/client';

/** Start-up failures the operator can fix: one Spanish line, no stack trace. */
export function startupErrorMessage(err: unknown): string | null {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) return err.message;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return 'El puerto ya está en uso: detén el otro proceso o define otro PORT.';
  if (code === 'EACCES') return 'No hay permiso para escuchar en ese puerto: usa un PORT mayor que 1024.';
  if (code === 'EADDRNOTAVAIL') return 'HOST no es una dirección de esta máquina.';
  return null;
}
