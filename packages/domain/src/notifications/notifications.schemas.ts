/** In-app notifications (the bell in the header): the list, the unread filter and one notification. */
import { z } from '../zod';
import { PaginationQuerySchema, QueryFlagSchema } from '../pagination/pagination.schemas';

/** GET notifications?unread=true lists only the unread ones. */
export const NotificationsQuerySchema = PaginationQuerySchema.extend({ unread: QueryFlagSchema });

/** A notification as the API returns it (newest first in the list). */
export const NotificationOutSchema = z.object({
  id: z.number(),
  /** 'event_published' | 'event_addressed' | 'event_invited' | 'quotation_received' | 'quotation_upgraded' | 'quotation_status'. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** In-app path, e.g. '/eventos/buscador/12'. */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationOut = z.infer<typeof NotificationOutSchema>;
