// SQL of in-app notifications: other modules add rows with insertNotifications() (inside their own
// transaction); the service lists them, counts the unread ones and marks them read.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/page';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  user_id: number;
  /**
   * 'event_published', 'event_addressed', 'event_invited', 'quotation_received', 'quotation_upgraded',
   * 'quotation_status', 'review_received', 'review_answered', 'review_moderated', 'review_reminder'.
   */
  type: string;
  title: string;
  body?: string;
  /** App path to open, e.g. '/eventos/buscador/12'. */
  link?: string | null;
  data?: Record<string, unknown>;
}

/** Inserts the rows in one statement (no-op for an empty list). */
export async function insertNotifications(db: Pick<Db, 'insert'>, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((r) => ({
      user_id: r.user_id,
      type: r.type,
      title: r.title,
      body: r.body ?? '',
      link: r.link ?? null,
      data: r.data ?? {},
    })),
  );
}

/** One page of the user's notifications (only the unread ones with `unread`), newest first. */
export async function listNotifications(
  db: Db,
  userId: number,
  q: { page: number; size: number; unread?: boolean | undefined },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(notifications.user_id, userId), q.unread ? isNull(notifications.read_at) : undefined);
  const rows = db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .$dynamic();
  return selectPage(db, rows, { from: notifications, where }, q);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return Number(row?.n ?? 0);
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

/** Marks one notification read (keeps the first read time). */
export async function markRead(db: Db, id: number, now = new Date()): Promise<NotificationRow | null> {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.id, id), isNull(notifications.read_at)));
  return findNotification(db, id);
}

export async function markAllRead(db: Db, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}
