// Event rows → API views. The status is the effective one (expired once the date has passed, even
// before the sweep stores it). Owners get the counters and the providers they sent the event to
// (`invitations`); providers get `addressed_to_me` (addressed or invited) and the customer's contact
// data only after one of their quotations was accepted.
import { fromCents, type QuotationStatus } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { eventStatusNow } from './event-access';
import type { EventOut } from '@eventos/domain';
import {
  loadCustomers,
  loadEventInvitations,
  loadEventServices,
  type Customer,
  type EventInvitationRow,
  type EventRow,
  type EventServiceRow,
} from './events.repository';

export type Viewer =
  | { kind: 'owner' }
  | {
      kind: 'provider';
      providerId: number;
      /** The customer sent the event to this provider (event_invitations). */
      invited?: boolean;
      quotation?: { id: number; status: string } | null;
      showCustomer?: boolean;
    };

function serviceOut(s: EventServiceRow) {
  return {
    service_type_id: s.service_type_id,
    type_name: s.type_name,
    group: s.group,
    group_name: s.group_name,
    guests: s.guests,
    hours: s.hours,
    budget_min: s.budget_min_cents === null ? null : fromCents(s.budget_min_cents),
    budget_max: s.budget_max_cents === null ? null : fromCents(s.budget_max_cents),
    currency: s.currency,
    notes: s.notes,
  };
}

export function toEventOut(
  row: EventRow,
  services: EventServiceRow[],
  viewer: Viewer,
  customer: Customer | null,
  now = new Date(),
  invitations: EventInvitationRow[] = [],
): EventOut {
  const base: EventOut = {
    id: row.id,
    event_type_id: row.event_type_id,
    event_type: {
      id: row.event_type_id,
      type_name: row.event_type_name,
      group: row.event_type_group,
      group_name: row.event_type_group_name,
    },
    description: row.description,
    department_id: row.department_id,
    province_id: row.province_id,
    district_id: row.district_id,
    department: row.department,
    province: row.province,
    district: row.district,
    place: row.place,
    date: row.event_date,
    guests: row.guests,
    status: eventStatusNow(row, now),
    provider_id: row.addressed_provider_id,
    addressed_provider:
      row.addressed_provider_id !== null && row.addressed_company_name !== null && row.addressed_slug !== null
        ? { id: row.addressed_provider_id, company_name: row.addressed_company_name, slug: row.addressed_slug }
        : null,
    services: services.map(serviceOut),
    published_at: row.published_at.toISOString(),
    expired_at: row.expired_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_owner: viewer.kind === 'owner',
  };
  if (viewer.kind === 'owner') {
    return {
      ...base,
      quotations_count: row.quotations_count,
      unread_count: row.unread_count,
      has_accepted: row.accepted_count > 0,
      invitations: invitations.map((i) => ({
        provider_id: i.provider_id,
        company_name: i.company_name,
        slug: i.slug,
        created_at: i.created_at.toISOString(),
      })),
      customer,
    };
  }
  return {
    ...base,
    addressed_to_me: row.addressed_provider_id === viewer.providerId || Boolean(viewer.invited),
    customer: viewer.showCustomer ? customer : null,
    my_quotation: viewer.quotation ? { id: viewer.quotation.id, status: viewer.quotation.status as QuotationStatus } : null,
  };
}

/** Views of a list of events for one viewer kind; `viewerFor` gives each row's viewer. */
export async function presentEvents(
  { db }: Pick<ModuleDeps, 'db'>,
  rows: EventRow[],
  viewerFor: (row: EventRow) => Viewer,
): Promise<EventOut[]> {
  const services = await loadEventServices(
    db,
    rows.map((r) => r.id),
  );
  const viewers = rows.map(viewerFor);
  const needCustomers = rows.filter((_, i) => {
    const v = viewers[i]!;
    return v.kind === 'owner' || v.showCustomer;
  });
  const customers = await loadCustomers(db, [...new Set(needCustomers.map((r) => r.user_id))]);
  const invitations = await loadEventInvitations(
    db,
    rows.filter((_, i) => viewers[i]!.kind === 'owner').map((r) => r.id),
  );
  const now = new Date();
  return rows.map((row, i) =>
    toEventOut(
      row,
      services.get(row.id) ?? [],
      viewers[i]!,
      customers.get(row.user_id) ?? null,
      now,
      invitations.get(row.id) ?? [],
    ),
  );
}
