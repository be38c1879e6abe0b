import type { MessageOut } from '@eventos/domain';

/**
 * One list per thread, ascending ids, each message once — whatever mix of the first page, polling
 * pages, the POST answer and live events delivered it (never a message twice on screen).
 */
export function mergeMessages(current: readonly MessageOut[] | undefined, incoming: readonly MessageOut[]): MessageOut[] {
  const byId = new Map<number, MessageOut>();
  for (const m of current ?? []) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The caller's last message the other side has read: where "Visto" goes (null: none yet). */
export function seenMessageId(
  messages: readonly MessageOut[],
  mine: 'customer' | 'provider',
  otherLastRead: number | null,
): number | null {
  if (!otherLastRead) return null;
  let seen: number | null = null;
  for (const m of messages) if (m.sender === mine && m.id <= otherLastRead) seen = m.id;
  return seen;
}
