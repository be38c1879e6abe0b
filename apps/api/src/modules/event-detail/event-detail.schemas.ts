// Response shape of an event's detail with its quotations (GET events/:id, events/search/:id and
// the customer's edits): the event (events module) plus the quotations the caller may see.
import { z } from 'zod';
import { EventOutSchema } from '../events';
import { QuotationDetailOutSchema } from '../quotations';

/** GET events/:id and events/search/:id: the owner gets every quotation; a provider its own. */
export const EventDetailOutSchema = EventOutSchema.extend({
  quotations: z.array(QuotationDetailOutSchema).optional(),
  my_quotation: QuotationDetailOutSchema.nullable().optional(),
});
export type EventDetailOut = z.infer<typeof EventDetailOutSchema>;

export const EventDetailEnvelope = z.object({ data: EventDetailOutSchema });
