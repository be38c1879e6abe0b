// Spanish messages of the providers API that @eventos/domain (messages/es.ts) does not have yet.
// Keys follow the domain's `feature.field.rule` convention so they can move there unchanged.
import { MESSAGES, formatMessage } from '@eventos/domain';

export const PROVIDER_MESSAGES = {
  'providers.provider.notFound': 'Proveedor no encontrado',
  'providers.provider.alreadyExists': 'Ya tienes un proveedor registrado.',
  'providers.plan.alreadyBusiness': 'Tu proveedor ya tiene el plan Business.',
  'providers.claim.notFound': 'No hay ningún sitio por reclamar en esa dirección.',
  'providers.claim.noEmail': 'Este sitio no tiene un correo de contacto. Escríbenos para recuperarlo.',
  'providers.claim.taken': 'Este sitio ya fue reclamado o ya tienes un proveedor.',
  'providers.plan.pending': 'Ya solicitaste el plan Business. Te escribiremos con los datos para el pago.',
  'providers.plan.businessRequired': MESSAGES['auth.plan.businessRequired'],
  'providers.slug.taken': MESSAGES['providers.slug.taken'],
  'providers.slug.reserved': MESSAGES['providers.slug.reserved'],
  'providers.service_type_ids.unknown': 'Alguno de los servicios seleccionados no existe',
  'providers.location_id.district': MESSAGES['providers.location_id.required'],
  'providers.logo_id.invalid': 'El logo no es válido. Súbelo nuevamente.',
  'providers.covers.invalid': 'Alguna de las fotos de portada no pertenece a tu proveedor',
  'providers.covers.max': 'Puedes elegir como máximo {max} fotos de portada',
  'providers.columns.invalid': 'Columna no válida: {value}',
  'providers.relations.invalid': 'Relación no válida: {value}',
  'providers.columns.malformed': 'Columna no válida.',
  'providers.relations.malformed': 'Relación no válida.',
  'providers.code.wrong': MESSAGES['providers.code.wrong'],
  'providers.code.expired': 'El código ha expirado. Solicita uno nuevo.',
  'providers.code.locked': 'Superaste el número de intentos permitidos. Solicita un nuevo código.',
  'providers.code.missing': 'Primero solicita un código de verificación.',
  'providers.code.throttled': 'Espera {seconds} segundos antes de solicitar un nuevo código.',
  'providers.code.hourlyLimit': 'Solicitaste demasiados códigos. Intenta nuevamente en una hora.',
  'providers.email.unverified': 'Confirma tu correo electrónico con el código que te enviamos.',
  'providers.testimonial.notFound': 'Testimonio no encontrado',
} as const;

export type ProviderMessageKey = keyof typeof PROVIDER_MESSAGES;

export function pm(key: ProviderMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(PROVIDER_MESSAGES[key], params);
}
