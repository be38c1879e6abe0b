/**
 * Response shapes of the events API (request bodies: events.schemas.ts). Amounts are in the
 * currency unit (decimals); `status` is the effective one (expired after the event date).
 */
import { z } from '../zod';
import { QUOTATION_STATUSES, USER_EVENT_STATUSES } from '../enums';
import { IdSchema } from '../common/common.schemas';
import { PaginationQuerySchema } from '../pagination/pagination.schemas';
import { QuotationDetailOutSchema } from '../quotations/quotation-responses.schemas';
import { UserEventSchema } from './events.schemas';

export const EventServiceOutSchema = z.object({
  service_type_id: z.number(),
  type_name: z.string(),
  group: z.string(),
  group_name: z.string(),
  guests: z.number().nullable(),
  hours: z.number().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
});

export const CustomerOutSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
});

/** A provider the customer sent the event to (POST events/:id/invitations). */
export const EventInvitationOutSchema = z.object({
  provider_id: z.number(),
  company_name: z.string(),
  slug: z.string(),
  created_at: z.string(),
});
export type EventInvitationOut = z.infer<typeof EventInvitationOutSchema>;

export const EventOutSchema = z.object({
  id: z.number(),
  event_type_id: z.number(),
  event_type: z.object({ id: z.number(), type_name: z.string(), group: z.string(), group_name: z.string() }),
  description: z.string(),
  department_id: z.number().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  department: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  place: z.string().nullable(),
  date: z.string(),
  /** Largest number of guests among the services (used for the price per guest). */
  guests: z.number().nullable(),
  status: z.enum(USER_EVENT_STATUSES),
  /** Provider the customer asked directly ("Solicitar cotización"), or null. */
  provider_id: z.number().nullable(),
  addressed_provider: z.object({ id: z.number(), company_name: z.string(), slug: z.string() }).nullable(),
  services: z.array(EventServiceOutSchema),
  published_at: z.string(),
  expired_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** True for the customer who created the event. */
  is_owner: z.boolean(),
  /** Owner only: quotations received and those not read yet (delivered or upgraded). */
  quotations_count: z.number().optional(),
  unread_count: z.number().optional(),
  /** Owner only: whether a quotation was accepted (the event can no longer be edited). */
  has_accepted: z.boolean().optional(),
  /** Owner only: the providers the event was sent to ("Proveedores invitados"), oldest first. */
  invitations: z.array(EventInvitationOutSchema).optional(),
  /** Provider views: addressed to the provider asking, or the customer sent it the event. */
  addressed_to_me: z.boolean().optional(),
  /** Owner: the customer; provider: only after one of its quotations was accepted, else null. */
  customer: CustomerOutSchema.nullable().optional(),
  /** Provider lists: the provider's quotation on this event, if any. */
  my_quotation: z.object({ id: z.number(), status: z.enum(QUOTATION_STATUSES) }).nullable().optional(),
});
export type EventOut = z.infer<typeof EventOutSchema>;

export const EventEnvelope = z.object({ data: EventOutSchema });
/** POST events/request-quotation: `reused` is true when an open request to that provider was reused. */
export const RequestQuotationEnvelope = z.object({ data: EventOutSchema, reused: z.boolean() });
export const EventPageEnvelope = z.object({
  data: z.array(EventOutSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/**
 * POST events/:id/invitations: 201 with the new invitation, or 200 with the existing one (also
 * for the provider the event is addressed to, which already has the request).
 */
export const EventInvitationEnvelope = z.object({
  data: EventInvitationOutSchema.extend({ event_id: z.number() }),
});

/** GET events/mine: optional status filter (effective status). */
export const MyEventsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(USER_EVENT_STATUSES).optional(),
});

/** POST events/request-quotation: the wizard body with the provider required. */
export const RequestQuotationSchema = UserEventSchema.extend({
  provider_id: IdSchema,
});

/** GET events/:id and events/search/:id: the owner gets every quotation; a provider its own. */
export const EventDetailOutSchema = EventOutSchema.extend({
  quotations: z.array(QuotationDetailOutSchema).optional(),
  my_quotation: QuotationDetailOutSchema.nullable().optional(),
});
export type EventDetailOut = z.infer<typeof EventDetailOutSchema>;

export const EventDetailEnvelope = z.object({ data: EventDetailOutSchema });

export type EventServiceOut = z.infer<typeof EventServiceOutSchema>;
export type EventCustomer = z.infer<typeof CustomerOutSchema>;
export type EventInvitation = EventInvitationOut;
export type UserEvent = EventOut;
export type UserEventDetail = EventDetailOut;
/** POST events/:id/invitations: 201 new, 200 already sent. */
export type InvitationResponse = z.infer<typeof EventInvitationEnvelope>;
/** POST events / events/request-quotation. */
export type CreateEventResponse = z.infer<typeof RequestQuotationEnvelope>;
