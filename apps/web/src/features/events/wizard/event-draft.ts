/**
 * The create-event wizard's draft: what the customer typed, as strings (inputs), kept in
 * sessionStorage so a refresh or the sign-in round trip keeps it (drafts only, never tokens).
 */
import type { EventServiceInput, UpdateUserEventInput, UserEventInput } from '@eventos/domain';
import type { UserEvent } from '../types';

/**
 * A service of the draft: the body's EventServiceSchema fields, the inputs as typed text (price
 * inputs in PEN: digits and one dot); the service type is picked, so it is a number.
 */
export type DraftService = Pick<EventServiceInput, 'service_type_id'> &
  Record<keyof Pick<EventServiceInput, 'guests' | 'hours' | 'budget_min' | 'budget_max' | 'notes'>, string>;

/**
 * The wizard's draft: the body's UpdateUserEventSchema fields, the inputs as typed text (`date`
 * 'YYYY-MM-DD', or '' also while a typed date is incomplete: see DATE_INCOMPLETE); no event type
 * picked yet is null.
 */
export type EventDraft = Record<
  keyof Pick<UpdateUserEventInput, 'department_id' | 'province_id' | 'district_id' | 'place' | 'date' | 'description'>,
  string
> & {
  event_type_id: UpdateUserEventInput['event_type_id'] | null;
  services: DraftService[];
};

/** Marks a partly typed date so the schema says it is missing/invalid. */
export const DATE_INCOMPLETE = 'incompleta';

export const EMPTY_DRAFT: EventDraft = {
  event_type_id: null,
  services: [],
  department_id: '',
  province_id: '',
  district_id: '',
  place: '',
  date: '',
  description: '',
};

export function newDraftService(service_type_id: number): DraftService {
  return { service_type_id, guests: '', hours: '', budget_min: '', budget_max: '', notes: '' };
}

const STORAGE_PREFIX = 'eventos-peru:event-draft';

/** 'new' for a new event (optionally addressed to a provider), or the id of the edited event. */
export function draftStorageKey(mode: { editId: number | null; providerId: number | null }): string {
  if (mode.editId) return `${STORAGE_PREFIX}:edit:${mode.editId}`;
  return mode.providerId ? `${STORAGE_PREFIX}:provider:${mode.providerId}` : `${STORAGE_PREFIX}:new`;
}

function isDraft(value: unknown): value is EventDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.services) && typeof v.description === 'string' && typeof v.date === 'string';
}

export function loadDraft(key: string): EventDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? { ...EMPTY_DRAFT, ...parsed } : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: EventDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the wizard still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // ignore
  }
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2);

/** Draft of an existing event (edit mode). */
export function draftFromEvent(event: UserEvent): EventDraft {
  return {
    event_type_id: event.event_type_id,
    services: event.services.map((s) => ({
      service_type_id: s.service_type_id,
      guests: text(s.guests),
      hours: text(s.hours),
      budget_min: money(s.budget_min),
      budget_max: money(s.budget_max),
      notes: s.notes ?? '',
    })),
    department_id: text(event.department_id),
    province_id: text(event.province_id),
    district_id: text(event.district_id),
    place: event.place ?? '',
    date: event.date,
    description: event.description,
  };
}

const intOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The body the API expects (before zod parsing: the schemas check it). */
export function draftToBody(
  draft: EventDraft,
  providerId: number | null,
): Record<keyof UserEventInput, unknown> {
  return {
    event_type_id: draft.event_type_id,
    description: draft.description,
    department_id: idOrNull(draft.department_id),
    province_id: idOrNull(draft.province_id),
    district_id: idOrNull(draft.district_id),
    place: textOrNull(draft.place),
    date: draft.date === DATE_INCOMPLETE ? 'x' : draft.date,
    services: draft.services.map((s) => ({
      service_type_id: s.service_type_id,
      guests: intOrNull(s.guests),
      hours: intOrNull(s.hours),
      budget_min: s.budget_min.trim() === '' ? null : s.budget_min,
      budget_max: s.budget_max.trim() === '' ? null : s.budget_max,
      notes: textOrNull(s.notes),
    })),
    provider_id: providerId,
  };
}
