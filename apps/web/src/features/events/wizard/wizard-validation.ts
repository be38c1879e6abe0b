/**
 * Validation of each wizard step with the domain's schemas (same rules and Spanish messages as
 * the API): errors keyed by field ('event_type_id', 'services', 'services.3.guests', 'location',
 * 'date', 'place', 'description').
 */
import {
  CREATE_EVENT_STEPS,
  EventDateSchema,
  EventDescriptionSchema,
  EventServiceSchema,
  EventServicesSchema,
  UserEventSchema,
} from '@eventos/domain';
import type { ZodType } from 'zod';
import { draftToBody } from './event-draft';
import type { EventDraft } from './event-draft';

export type DraftErrors = Record<string, string>;

function firstMessage(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function put(errors: DraftErrors, key: string, message: string | null): void {
  if (message && !errors[key]) errors[key] = message;
}

export function validateStep(step: number, draft: EventDraft): DraftErrors {
  const body = draftToBody(draft, null);
  const errors: DraftErrors = {};
  const shape = UserEventSchema.shape;
  if (step === 1) put(errors, 'event_type_id', firstMessage(shape.event_type_id, body.event_type_id));
  if (step === 2) {
    if (draft.services.length === 0) put(errors, 'services', firstMessage(EventServicesSchema, []));
    (body.services as unknown[]).forEach((service, index) => {
      const result = EventServiceSchema.safeParse(service);
      if (result.success) return;
      for (const issue of result.error.issues)
        put(errors, `services.${index}.${String(issue.path[0])}`, issue.message);
    });
  }
  if (step === 3) {
    const location = shape.district_id.safeParse(body.district_id).success
      ? null
      : firstMessage(shape.district_id, body.district_id);
    put(errors, 'location', location);
    put(errors, 'place', firstMessage(shape.place, body.place));
    put(errors, 'date', firstMessage(EventDateSchema, body.date));
  }
  if (step === 4) put(errors, 'description', firstMessage(EventDescriptionSchema, body.description));
  return errors;
}

/** The first step (1..4) with errors, or null when the whole draft is valid. */
export function firstInvalidStep(draft: EventDraft, upTo: number = CREATE_EVENT_STEPS): number | null {
  for (let step = 1; step <= upTo; step++) {
    if (Object.keys(validateStep(step, draft)).length > 0) return step;
  }
  return null;
}

/** Steps before `step` all valid: the customer may be on `step`. */
export function canEnterStep(step: number, draft: EventDraft): boolean {
  return firstInvalidStep(draft, step - 1) === null;
}
