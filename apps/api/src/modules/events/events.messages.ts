// The events, quotations and notifications API's message names → keys of the domain's catalogue
// (@eventos/domain, messages/es.ts), where every Spanish text lives once. `em` formats the
// domain's message (lib/message-names.ts).
import { messageNames } from '../../lib/message-names';

export const em = messageNames({
  'events.event.notFound': 'events.event.notFound',
  'events.event_type_id.unknown': 'events.event_type_id.unknown',
  'events.services.unknown': 'catalogue.services.unknown',
  'events.location.chain': 'events.location.chain',
  'events.provider.notFound': 'providers.provider.notFound',
  'events.provider.self': 'events.provider.self',
  'events.edit.accepted': 'events.edit.accepted',
  'events.delete.quoted': 'events.delete.quoted',
  'events.provider_id.notBusiness': 'events.provider_id.notBusiness',
  'events.event.expired': 'events.event.expired',
  'events.event.closed': 'events.event.closed',
  'events.search.providerOnly': 'events.search.providerOnly',
  'plan.business.required': 'auth.plan.businessRequired',
  'quotations.quotation.notFound': 'quotations.quotation.notFound',
  'quotations.provider.required': 'quotations.provider.required',
  'quotations.event.own': 'quotations.event.own',
  'quotations.duplicate': 'quotations.quotation.duplicate',
  'quotations.changed': 'quotations.quotation.changed',
  'quotations.attachment.invalid': 'quotations.attachment.invalid',
  'quotations.service_type_id.invalid': 'quotations.service_type_id.invalid',
  'quotations.status.useUpdate': 'quotations.status.useUpdate',
  'notifications.eventPublished.title': 'notifications.eventPublished.title',
  'notifications.eventAddressed.title': 'notifications.eventAddressed.title',
  'notifications.quotationReceived.title': 'notifications.quotationReceived.title',
  'notifications.quotationUpgraded.title': 'notifications.quotationUpgraded.title',
  'notifications.quotationStatus.title': 'notifications.quotationStatus.title',
});
