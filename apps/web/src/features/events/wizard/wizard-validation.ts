/**
 * The create-event wizard's rules: one schema, the domain's (docs/decisions/139-one-form-pattern.md).
 * `eventDraftSchema` is the wizard form's zodResolver schema: the draft as typed in, the API body
 * out, checked by UserEventSchema (UpdateUserEventSchema when editing), so the wizard says what the
 * API says in the same Spanish. Each error belongs to one step and is shown under one key:
 * 'event_type_id', 'services', 'services.3.guests', 'location', 'date', 'place', 'description'.
 *
 * `validateStep`/`firstInvalidStep`/`canEnterStep` read the same schema outside React: the step is
 * in the URL, so a render must know at once whether the steps before it are complete.
 */
import { z } from 'zod';
import { CREATE_EVENT_STEPS, UpdateUserEventSchema, UserEventSchema } from '@eventos/domain';
import type { UserEventInput } from '@eventos/domain';
import type { FieldErrors } from 'react-hook-form';
import { draftToBody } from './event-draft';
import type { EventDraft } from './event-draft';

export type DraftErrors = Record<string, string>;

export interface DraftMode {
  editId: number | null;
  providerId: number | null;
}

/** The wizard form's schema: draft in, API body out (an edit sends no provider_id). */
export function eventDraftSchema({ editId, providerId }: DraftMode): z.ZodType<UserEventInput, EventDraft> {
  const draft = z.custom<EventDraft>();
  return editId
    ? draft.transform((d): unknown => draftToBody(d, null)).pipe(UpdateUserEventSchema)
    : draft.transform((d): unknown => draftToBody(d, providerId)).pipe(UserEventSchema);
}

/** The fields each step asks for (the form's `trigger` on «Siguiente»). */
export const STEP_FIELDS = {
  1: ['event_type_id'],
  2: ['services'],
  3: ['department_id', 'province_id', 'district_id', 'place', 'date'],
  4: ['description'],
} as const satisfies Record<number, ReadonlyArray<keyof EventDraft>>;

export function stepFields(step: number): ReadonlyArray<keyof EventDraft> {
  return STEP_FIELDS[step as keyof typeof STEP_FIELDS] ?? [];
}

/** The step an error of the body's field `path` belongs to, and the key the step shows it under. */
export function draftErrorKey(path: ReadonlyArray<PropertyKey>): { step: number; key: string } | null {
  const [head, index, field] = path.map(String);
  switch (head) {
    case 'event_type_id':
      return { step: 1, key: head };
    case 'services':
      return { step: 2, key: field !== undefined ? `services.${index}.${field}` : 'services' };
    case 'department_id':
    case 'province_id':
    case 'district_id':
      return { step: 3, key: 'location' };
    case 'place':
    case 'date':
      return { step: 3, key: head };
    case 'description':
      return { step: 4, key: head };
    default:
      return null;
  }
}

/** The step a server error's field ('services.0.guests', 'date', …) belongs to. */
export function stepOfField(field: string): number | null {
  return draftErrorKey(field.split('.'))?.step ?? null;
}

interface PathMessage {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** Each step's errors, first message per key. */
function byStep(errors: ReadonlyArray<PathMessage>): Map<number, DraftErrors> {
  const steps = new Map<number, DraftErrors>();
  for (const { path, message } of errors) {
    const target = draftErrorKey(path);
    if (!target) continue;
    const step = steps.get(target.step) ?? {};
    step[target.key] ??= message;
    steps.set(target.step, step);
  }
  return steps;
}

/** react-hook-form's nested errors as (path, message) pairs, in document order. */
function flatten(node: unknown, path: string[], out: PathMessage[]): PathMessage[] {
  if (!node || typeof node !== 'object') return out;
  const entry = node as Record<string, unknown>;
  if (typeof entry.message === 'string' && entry.message) out.push({ path, message: entry.message });
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'message' || key === 'type' || key === 'types' || key === 'ref') continue;
    flatten(value, key === 'root' ? path : [...path, key], out);
  }
  return out;
}

/** The form's errors of one step, by the keys the step shows. */
export function formStepErrors(errors: FieldErrors<EventDraft>, step: number): DraftErrors {
  return byStep(flatten(errors, [], [])).get(step) ?? {};
}

/** The first step (1..4) with errors in the form's errors, or null. */
export function firstStepWithErrors(errors: FieldErrors<EventDraft>): number | null {
  const steps = [...byStep(flatten(errors, [], [])).keys()];
  return steps.length > 0 ? Math.min(...steps) : null;
}

function draftIssues(draft: EventDraft): Map<number, DraftErrors> {
  const result = eventDraftSchema({ editId: null, providerId: null }).safeParse(draft);
  return byStep(result.success ? [] : result.error.issues);
}

export function validateStep(step: number, draft: EventDraft): DraftErrors {
  return draftIssues(draft).get(step) ?? {};
}

/** The first step (1..4) with errors, or null when the whole draft is valid. */
export function firstInvalidStep(draft: EventDraft, upTo: number = CREATE_EVENT_STEPS): number | null {
  const issues = draftIssues(draft);
  for (let step = 1; step <= upTo; step++) {
    if (Object.keys(issues.get(step) ?? {}).length > 0) return step;
  }
  return null;
}

/** Steps before `step` all valid: the customer may be on `step`. */
export function canEnterStep(step: number, draft: EventDraft): boolean {
  return firstInvalidStep(draft, step - 1) === null;
}
