// The signed-in user's in-app notifications (docs/decisions/136-service-dependencies.md: services
// take `Pick<ModuleDeps, …>`; the SQL is notifications.repository.ts).
import type { ModuleDeps } from '../../plugins/module-deps';
import { forbidden, notFound } from '../../plugins/errors';
import { nm } from './notifications.messages';
import {
  findNotification,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  type NotificationRow,
} from './notifications.repository';

type Deps = Pick<ModuleDeps, 'db'>;

export function listMyNotifications(
  deps: Deps,
  userId: number,
  q: { page: number; size: number; unread?: boolean | undefined },
): Promise<{ rows: NotificationRow[]; total: number }> {
  return listNotifications(deps.db, userId, q);
}

export function countMyUnread(deps: Deps, userId: number): Promise<number> {
  return unreadCount(deps.db, userId);
}

export function markAllMineRead(deps: Deps, userId: number): Promise<number> {
  return markAllRead(deps.db, userId);
}

/** PUT notifications/:id/read: 404 unknown, 403 someone else's; answers the row as stored now. */
export async function markMineRead(deps: Deps, userId: number, id: number): Promise<NotificationRow> {
  const row = await findNotification(deps.db, id);
  if (!row) throw notFound(nm('notifications.notification.notFound'));
  if (row.user_id !== userId) throw forbidden();
  return (await markRead(deps.db, row.id)) ?? row;
}
