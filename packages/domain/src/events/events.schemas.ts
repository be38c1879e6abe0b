/**
 * User events (SPEC §3, §5; issue 7): the create-event wizard body, its services with the
 * questions that let providers quote, status changes and the provider searcher query.
 */
import { z } from '../zod';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_DESCRIPTION_MIN_LENGTH } from '../constants';
import { t } from '../messages/format-message';
import { IdSchema, isoDate, optionalText, requiredId, requiredText } from '../common/common.schemas';
import { PageSchema, PageSizeSchema } from '../pagination/pagination.schemas';
import { PriceSchema } from '../price';
import { minEventDate } from '../dates';
import { EVENT_DATE_MAX_YEARS_AHEAD, maxEventDate } from './events.rules';

export const EVENT_GUESTS_MAX = 100_000;
export const EVENT_HOURS_MAX = 72;
export const EVENT_NOTES_MAX_LENGTH = 500;
export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENT_SERVICES_MAX = 20;
/** Providers a customer may send one event to ("Solicitar cotización" with an existing event). */
export const EVENT_INVITATIONS_MAX = 20;

export const EventDescriptionSchema = requiredText('events.description.required')
  .min(EVENT_DESCRIPTION_MIN_LENGTH, t('events.description.min', { length: EVENT_DESCRIPTION_MIN_LENGTH }))
  .max(EVENT_DESCRIPTION_MAX_LENGTH, t('events.description.max', { max: EVENT_DESCRIPTION_MAX_LENGTH }));

/** Event date 'YYYY-MM-DD': tomorrow (Lima) at the earliest, at most 3 years ahead. */
export const EventDateSchema = z
  .string({ error: t('events.date.required') })
  .trim()
  .min(1, { error: t('events.date.required'), abort: true })
  .pipe(isoDate())
  .refine((d) => d >= minEventDate(), t('events.date.min'))
  .refine((d) => d <= maxEventDate(), t('events.date.max', { n: EVENT_DATE_MAX_YEARS_AHEAD }));

const optionalInt = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullish();

/** A service the customer needs, with the answers a provider needs to quote (budget in PEN). */
export const EventServiceSchema = z
  .object({
    service_type_id: IdSchema,
    guests: optionalInt(EVENT_GUESTS_MAX, t('events.guests.invalid', { max: EVENT_GUESTS_MAX })),
    hours: optionalInt(EVENT_HOURS_MAX, t('events.hours.invalid', { max: EVENT_HOURS_MAX })),
    budget_min: PriceSchema.nullish(),
    budget_max: PriceSchema.nullish(),
    notes: optionalText(EVENT_NOTES_MAX_LENGTH, 'events.notes.max'),
  })
  .refine((s) => s.budget_min == null || s.budget_max == null || s.budget_max >= s.budget_min, {
    error: t('events.budget.range'),
    path: ['budget_max'],
  });
export type EventServiceInput = z.infer<typeof EventServiceSchema>;

export const EventServicesSchema = z
  .array(EventServiceSchema, { error: t('events.services.min') })
  .min(1, t('events.services.min'))
  .max(EVENT_SERVICES_MAX)
  .refine(
    (list) => new Set(list.map((s) => s.service_type_id)).size === list.length,
    t('events.services.duplicate'),
  );

const eventFields = {
  event_type_id: requiredId('events.event_type_id.required'),
  description: EventDescriptionSchema,
  department_id: requiredId('events.location.required'),
  province_id: requiredId('events.location.required'),
  district_id: requiredId('events.location.required'),
  place: optionalText(EVENT_PLACE_MAX_LENGTH),
  date: EventDateSchema,
  services: EventServicesSchema,
};

/**
 * Create-event body. `provider_id` is set when the customer asks one provider directly
 * ("Solicitar cotización" on its site). The API checks the location chain and the ids exist.
 */
export const UserEventSchema = z.object({ ...eventFields, provider_id: IdSchema.nullish() });
export type UserEventInput = z.infer<typeof UserEventSchema>;

/** Editing an event: the same rules, same fields. */
export const UpdateUserEventSchema = z.object(eventFields);
export type UpdateUserEventInput = z.infer<typeof UpdateUserEventSchema>;

/** Hide/show: customers set 'visible' or 'hidden'; 'expired' is computed, never set. */
export const UserEventStatusUpdateSchema = z.object({
  status: z.enum(['visible', 'hidden'], { error: t('events.status.invalid') }),
});

/**
 * "Solicitar cotización" with one of the customer's open events (POST events/:id/invitations):
 * the provider the event is sent to. The API checks the event is open, the provider takes
 * quotations (Business) and the cap of EVENT_INVITATIONS_MAX per event.
 */
export const EventInvitationSchema = z.object({
  provider_id: requiredId('events.provider_id.required'),
});
export type EventInvitationInput = z.infer<typeof EventInvitationSchema>;

/** Provider searcher query (/eventos/buscador): filters are optional. */
export const EventSearchQuerySchema = z.object({
  event_type_id: IdSchema.optional(),
  department_id: IdSchema.optional(),
  province_id: IdSchema.optional(),
  district_id: IdSchema.optional(),
  date_from: isoDate().optional(),
  date_to: isoDate().optional(),
  page: PageSchema,
  size: PageSizeSchema,
});
export type EventSearchQuery = z.infer<typeof EventSearchQuerySchema>;
