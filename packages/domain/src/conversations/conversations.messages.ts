/**
 * Spanish copy of the conversations (issue 15): errors, system lines, labels and e-mails.
 * Format with `formatMessage(CONVERSATION_MESSAGES[key], params)` or `ct(key, params)`.
 */
import { formatMessage, type MessageParams } from '../messages/format-message';

export const CONVERSATION_MESSAGES = {
  // Errors
  'conversations.thread.notFound': 'Conversación no encontrada',
  'conversations.body.required': 'Escribe un mensaje o adjunta un archivo',
  'conversations.body.max': 'El mensaje no puede tener más de {max} caracteres',
  'conversations.reason.required': 'Por favor, ingresa tus razones',
  'conversations.reason.max': 'No puede tener más de {max} caracteres',
  'conversations.rate.limited': 'Estás enviando mensajes muy rápido. Espera un momento e intenta nuevamente.',
  'conversations.attachment.invalid': 'El archivo adjunto no es válido. Súbelo nuevamente.',
  'conversations.event.notOwn': 'Solo puedes escribir sobre tus propios eventos.',
  'conversations.event.closed': 'Este evento ya no recibe mensajes nuevos.',
  'conversations.provider.self': 'No puedes escribirte a ti mismo.',
  'conversations.provider.unavailable': 'Este proveedor no recibe mensajes.',
  'conversations.decline.providerOnly': 'Solo el proveedor puede indicar que no le interesa.',
  'conversations.decline.already': 'Ya indicaste que no te interesa esta solicitud.',
  'conversations.quickReplies.providerOnly': 'Las respuestas rápidas son para proveedores.',
  'conversations.quickReplies.max': 'Puedes guardar hasta {max} respuestas rápidas.',
  'conversations.quickReply.notFound': 'Respuesta rápida no encontrada',
  'conversations.quickReply.title.required': 'Ingresa un título',
  'conversations.quickReply.body.required': 'Ingresa el texto de la respuesta',
  // System lines (the story of the deal)
  'conversations.system.request': 'Solicitud de cotización enviada',
  'conversations.system.invitation': '{customer} invitó a {provider} a cotizar el evento',
  'conversations.system.quotationSent': '{provider} envió una cotización: {total}',
  'conversations.system.quotationUpdated': '{provider} actualizó su cotización (versión {version}): {total}',
  'conversations.system.quotationAccepted': '{customer} aceptó la cotización',
  'conversations.system.quotationDiscarded': '{customer} descartó la cotización',
  'conversations.system.declined': '{provider} no está interesado en esta solicitud. Motivo: {reason}',
  // Interface
  'conversations.inbox.title': 'Mensajes',
  'conversations.inbox.empty': 'Aún no tienes conversaciones. Pide una cotización desde el sitio de un proveedor para empezar.',
  'conversations.inbox.emptyUnread': 'No tienes mensajes sin leer.',
  'conversations.inbox.emptyArchived': 'No tienes conversaciones archivadas.',
  'conversations.inbox.emptySearch': 'Ninguna conversación coincide con tu búsqueda.',
  'conversations.filter.all': 'Todas',
  'conversations.filter.unread': 'Sin leer',
  'conversations.filter.archived': 'Archivadas',
  'conversations.search.placeholder': 'Buscar por nombre',
  'conversations.seen': 'Visto',
  'conversations.archive': 'Archivar',
  'conversations.unarchive': 'Desarchivar',
  'conversations.report': 'Reportar conversación',
  'conversations.reported': 'Gracias. Revisaremos esta conversación.',
  'conversations.decline': 'No me interesa',
  'conversations.decline.reasonLabel': 'Cuéntale al cliente por qué',
  'conversations.whatsapp': 'Continuar por WhatsApp',
  'conversations.whatsapp.text': 'Hola, te escribo por el evento «{event}» del {date} (Eventos Perú).',
  'conversations.contact.hidden': 'Los datos de contacto se muestran cuando el cliente acepta una cotización.',
  'conversations.composer.placeholder': 'Escribe un mensaje',
  'conversations.composer.send': 'Enviar',
  'conversations.composer.attach': 'Adjuntar archivo',
  'conversations.quickReplies': 'Respuestas rápidas',
  'conversations.quickReplies.empty': 'Guarda respuestas que usas seguido para insertarlas con un clic.',
  'conversations.ask': 'Enviar mensaje',
  'conversations.ask.noEvents': 'Para escribirle, primero solicita una cotización con los datos de tu evento.',
  'conversations.ask.event': 'Evento',
  'conversations.live.offline': 'Sin conexión en tiempo real. Actualizando cada pocos segundos.',
  'conversations.responseTime.1h': 'Responde en menos de 1 hora',
  'conversations.responseTime.2h': 'Responde en menos de 2 horas',
  'conversations.responseTime.24h': 'Responde en menos de 24 horas',
  'conversations.kpi.responseTime': 'Tiempo de respuesta (mediana)',
  // E-mails
  'conversations.mail.digest.subject': 'Tienes {count} mensajes sin leer en Eventos Perú',
  'conversations.mail.digest.subjectOne': 'Tienes 1 mensaje sin leer en Eventos Perú',
  'conversations.mail.digest.intro': 'Hola {name}, tienes mensajes sin leer:',
  'conversations.mail.digest.thread': '{from} sobre «{event}»',
  'conversations.mail.digest.open': 'Abrir la conversación',
  'conversations.mail.attachment': '[Archivo adjunto: {name}]',
  'conversations.mail.quotation.acceptedSubject': '¡{customer} aceptó tu cotización!',
  'conversations.mail.quotation.discardedSubject': '{customer} descartó tu cotización',
  'conversations.mail.quotation.accepted': 'Hola, {customer} aceptó tu cotización para «{event}» del {date}. Ya puedes ver sus datos de contacto en la conversación.',
  'conversations.mail.quotation.discarded': 'Hola, {customer} descartó tu cotización para «{event}» del {date}.',
} as const;

export type ConversationMessageKey = keyof typeof CONVERSATION_MESSAGES;

export function ct(key: ConversationMessageKey, params?: MessageParams): string {
  return formatMessage(CONVERSATION_MESSAGES[key], params);
}
