// Spanish messages of the events, quotations and notifications API that @eventos/domain
// (messages/es.ts) does not have. Keys follow the domain's `feature.field.rule` convention so they
// can move there unchanged.
import { MESSAGES, formatMessage } from '@eventos/domain';

export const EVENT_MESSAGES = {
  'events.event.notFound': 'Evento no encontrado',
  'events.event_type_id.unknown': 'El tipo de evento seleccionado no existe',
  'events.services.unknown': 'Alguno de los servicios seleccionados no existe',
  'events.location.chain': 'El distrito no pertenece a la provincia y al departamento seleccionados',
  'events.provider.notFound': 'Proveedor no encontrado',
  'events.provider.self': 'No puedes solicitarte una cotización a ti mismo.',
  'events.edit.accepted': 'No puedes modificar un evento que ya tiene una cotización aceptada.',
  'events.delete.quoted': MESSAGES['events.delete.quoted'],
  'events.provider_id.notBusiness': MESSAGES['events.provider_id.notBusiness'],
  'events.event.expired': 'Este evento ya expiró y no se puede modificar.',
  'events.event.closed': 'Este evento ya no recibe cotizaciones.',
  'events.search.providerOnly': 'El buscador de eventos es solo para proveedores.',
  'plan.business.required': MESSAGES['auth.plan.businessRequired'],
  'quotations.quotation.notFound': 'Cotización no encontrada',
  'quotations.provider.required': 'Necesitas un perfil de proveedor para enviar cotizaciones.',
  'quotations.event.own': 'No puedes cotizar tu propio evento.',
  'quotations.duplicate': 'Ya enviaste una cotización para este evento. Puedes actualizarla.',
  'quotations.changed': 'La cotización cambió mientras tanto. Recarga la página e intenta nuevamente.',
  'quotations.attachment.invalid': 'El archivo adjunto no es válido. Súbelo nuevamente.',
  'quotations.service_type_id.invalid': 'El servicio no corresponde a este evento.',
  'quotations.status.useUpdate': 'Para actualizar la cotización, edítala y envía la nueva versión.',
  'notifications.eventPublished.title': 'Nuevo evento para cotizar: {eventType}',
  'notifications.eventAddressed.title': '{customer} te pidió una cotización: {eventType}',
  'notifications.quotationReceived.title': 'Recibiste una cotización de {provider}',
  'notifications.quotationUpgraded.title': '{provider} actualizó su cotización',
  'notifications.quotationStatus.title': 'Tu cotización ahora está «{status}»',
} as const;

export type EventMessageKey = keyof typeof EVENT_MESSAGES;

export function em(key: EventMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(EVENT_MESSAGES[key], params);
}
