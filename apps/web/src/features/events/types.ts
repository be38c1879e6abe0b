/**
 * User-event shapes of the API (apps/api/src/modules/events/events.schemas.ts). `status` is the
 * effective one (expired once the date has passed).
 */
import type { QuotationStatus, UserEventStatus } from '@eventos/domain';
import type { QuotationDetail } from '../quotations';

export interface EventServiceOut {
  service_type_id: number;
  type_name: string;
  group: string;
  group_name: string;
  guests: number | null;
  hours: number | null;
  budget_min: number | null;
  budget_max: number | null;
  currency: string;
  notes: string | null;
}

export interface EventCustomer {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
}

/** A provider the customer sent the event to ("Proveedores invitados"). */
export interface EventInvitation {
  provider_id: number;
  company_name: string;
  slug: string;
  created_at: string;
}

export interface UserEvent {
  id: number;
  event_type_id: number;
  event_type: { id: number; type_name: string; group: string; group_name: string };
  description: string;
  department_id: number | null;
  province_id: number | null;
  district_id: number | null;
  department: string | null;
  province: string | null;
  district: string | null;
  place: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  guests: number | null;
  status: UserEventStatus;
  provider_id: number | null;
  addressed_provider: { id: number; company_name: string; slug: string } | null;
  services: EventServiceOut[];
  published_at: string;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  is_owner: boolean;
  quotations_count?: number;
  unread_count?: number;
  has_accepted?: boolean;
  /** Owner only: the providers the event was sent to (POST events/:id/invitations). */
  invitations?: EventInvitation[];
  /** Provider views: addressed to this provider, or the customer sent it the event. */
  addressed_to_me?: boolean;
  customer?: EventCustomer | null;
  my_quotation?: { id: number; status: QuotationStatus } | null;
}

/** GET events/:id and events/search/:id. */
export interface UserEventDetail extends Omit<UserEvent, 'my_quotation'> {
  quotations?: QuotationDetail[];
  my_quotation?: QuotationDetail | null;
}

/** POST events/:id/invitations: 201 new, 200 already sent. */
export interface InvitationResponse {
  data: EventInvitation & { event_id: number };
}

/** POST events / events/request-quotation. */
export interface CreateEventResponse {
  data: UserEvent;
  reused: boolean;
}
