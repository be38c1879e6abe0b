/**
 * Spanish copy of the product, keyed `feature.field.rule` with `{placeholders}` (STYLE §3).
 * Messages quoted by SPEC §5 and §8 are copied exactly; schemas point to these keys.
 * Format with `formatMessage(MESSAGES[key], params)` or `t(key, params)`.
 */
import { LEGAL_MESSAGES } from './legal.es';

export const MESSAGES = {
  ...LEGAL_MESSAGES,
  // ── Generic (SPEC §8, API envelope) ──────────────────────────────────────
  'common.error.default': 'Ha ocurrido un problema. Intenta nuevamente.',
  'common.service.unavailable': 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
  'common.form.incomplete': 'Por favor, complete todos los campos requeridos',
  'common.field.required': 'Este campo es obligatorio',
  'common.field.invalid': 'El valor ingresado no es válido',
  'common.field.max': 'No puede tener más de {max} caracteres',
  'common.id.invalid': 'El identificador debe ser un número entero positivo',
  'common.date.invalid': 'Ingresa una fecha válida (AAAA-MM-DD)',
  'common.url.invalid': 'Ingresa una dirección web válida',
  'common.resource.notFound': 'No encontrado',
  'common.request.tooMany': 'Demasiadas solicitudes. Intenta nuevamente en un momento.',
  'common.request.tooManyWait': 'Has realizado demasiadas solicitudes. Intenta nuevamente en {seconds} segundos.',
  'common.tooManyPage.title': 'Vas muy rápido',
  'common.tooManyPage.text':
    'Recibimos muchas solicitudes desde tu conexión en poco tiempo. La página se volverá a cargar sola en {seconds} segundos.',
  'common.tooManyPage.retry': 'Volver a intentar',
  'common.request.invalid': 'La solicitud no es válida',
  'common.request.tooLarge': 'El contenido enviado es demasiado grande',
  'common.request.unsupportedType': 'Tipo de contenido no soportado',
  'common.request.conflict': 'La operación no se puede realizar en el estado actual',
  'common.text.invalidCharacters': 'El texto contiene caracteres no válidos.',
  'common.form.malformed': 'El formulario enviado no es válido.',
  'auth.session.required': 'Debes iniciar sesión para continuar.',
  'auth.permission.denied': 'No tienes permiso para realizar esta acción.',
  'auth.plan.businessRequired': 'Esta función está disponible solo para el plan Business.',

  // ── Contact fields ────────────────────────────────────────────────────────
  'contact.email.required': 'Ingresa tu correo electrónico',
  'contact.email.invalid': 'Ingresa un correo electrónico válido',
  'contact.cellphone.required': 'Ingresa tu número de celular',
  'contact.cellphone.invalid':
    'Ingresa un celular válido: 9 dígitos que empiecen con 9 (opcionalmente con +51)',

  // ── Pagination and search ─────────────────────────────────────────────────
  'pagination.page.invalid': 'La página debe ser un número entero mayor o igual a 1',
  'pagination.size.invalid': 'El tamaño de página debe ser 10, 20 o 50',
  'search.q.max': 'La búsqueda no puede tener más de {max} caracteres',
  'search.limit.invalid': 'El límite debe ser un número entero entre 1 y {max}',
  'search.group.invalid': 'Categoría no válida',
  'search.mediaType.invalid': 'El tipo debe ser photo o video',
  'search.results.moreThan': 'Más de {count} {noun}',
  'search.results.beyondLimit':
    'Solo se pueden ver los primeros {max} resultados. Para encontrar otros, afina tu búsqueda: elige una categoría, un servicio o un lugar, o agrega una palabra.',

  // ── Users ─────────────────────────────────────────────────────────────────
  'users.first_name.required': 'Ingresa tu nombre',
  'users.last_name.required': 'Ingresa tu apellido',
  'users.name.invalid': 'Solo se permiten letras, espacios, apóstrofos y guiones',
  'users.name.max': 'No puede tener más de {max} caracteres',
  'users.gender.invalid': 'Selecciona una opción válida',
  'users.birth_date.invalid': 'Ingresa una fecha de nacimiento válida (AAAA-MM-DD)',
  'users.birth_date.future': 'La fecha de nacimiento no puede ser futura',
  'users.birth_date.min': 'La fecha de nacimiento no puede ser anterior a 1900',
  'users.avatar_preferred.required': 'Selecciona una foto de perfil',

  // ── Providers (SPEC §5) ───────────────────────────────────────────────────
  'providers.company_name.required': 'Ingresa el nombre de tu empresa',
  'providers.company_name.min': 'El nombre de la empresa debe tener al menos {length} caracteres',
  'providers.company_name.max': 'El nombre de la empresa no puede tener más de {max} caracteres',
  'providers.slug.required': 'Ingresa la dirección de tu sitio',
  'providers.slug.format': 'La dirección solo puede tener letras minúsculas sin tildes, números y guiones',
  'providers.slug.min': 'La dirección debe tener al menos {length} caracteres',
  'providers.slug.max': 'La dirección no puede tener más de {max} caracteres',
  'providers.slug.reserved': 'Esta dirección no está disponible. Elige otra.',
  'providers.slug.taken': 'Esta dirección ya está en uso. Elige otra.',
  'providers.introductory_text.required': 'Ingresa una descripción de tu empresa',
  'providers.introductory_text.min':
    'Escribe una descripción más larga (al menos {length} caracteres) para ayudar a los usuarios a conocer tu empresa',
  'providers.introductory_text.max': 'La descripción no puede tener más de {max} caracteres',
  'providers.service_type_ids.min': 'Selecciona al menos un servicio de la lista',
  'providers.service_type_ids.max': 'Puedes seleccionar como máximo {max} servicios',
  'providers.contact_firstname.required': 'Ingresa el nombre del contacto',
  'providers.contact_lastname.required': 'Ingresa el apellido del contacto',
  'providers.address_line1.required': 'Ingresa la dirección',
  'providers.location_id.required': 'Selecciona el distrito',
  'providers.code.invalid': 'El código debe tener {length} dígitos',
  'providers.code.wrong': 'El código no es correcto o ha expirado',
  'providers.social.facebook': 'Ingresa un enlace válido de Facebook',
  'providers.social.instagram': 'Ingresa un enlace válido de Instagram',
  'providers.social.twitter': 'Ingresa un enlace válido de X (Twitter)',
  'providers.social.linkedin': 'Ingresa un enlace válido de LinkedIn',
  'testimonials.customer_name.required': 'Ingresa el nombre del cliente',
  'testimonials.testimonial.required': 'Ingresa el testimonio',
  'testimonials.testimonial.max': 'El testimonio no puede tener más de {max} caracteres',

  // ── Events (SPEC §5) ──────────────────────────────────────────────────────
  'events.event_type_id.required': 'Selecciona el tipo de evento',
  'events.description.required': 'Describe tu evento',
  'events.description.min':
    'Escribe una descripción más larga (al menos {length} caracteres) para que los proveedores puedan cotizar mejor',
  'events.description.max': 'La descripción no puede tener más de {max} caracteres',
  'events.services.min': 'Selecciona al menos un servicio de la lista',
  'events.services.duplicate': 'Cada servicio puede aparecer una sola vez',
  'events.notes.max': 'Las notas no pueden tener más de {max} caracteres',
  'events.location.required': 'Selecciona el departamento, la provincia y el distrito',
  'events.date.required': 'Selecciona la fecha del evento',
  'events.date.min': 'La fecha del evento debe ser a partir de mañana',
  'events.date.max': 'La fecha del evento debe estar dentro de los próximos {n} años',
  'events.guests.invalid': 'Ingresa un número de invitados entre 1 y {max}',
  'events.hours.invalid': 'Ingresa una duración entre 1 y {max} horas',
  'events.budget.range': 'El presupuesto máximo no puede ser menor que el mínimo',
  'events.status.invalid': 'Solo puedes mostrar u ocultar tu evento',
  'events.delete.quoted':
    'No puedes eliminar un evento que ya recibió cotizaciones. Puedes ocultarlo o archivar las cotizaciones.',
  'events.provider_id.notBusiness':
    '{provider} no recibe solicitudes de cotización por Eventos Perú (las cotizaciones son del plan Business). Escríbele con los datos de contacto de su sitio o publica tu evento para todos los proveedores.',
  'events.provider_id.required': 'Selecciona el proveedor al que quieres pedir una cotización',
  'events.invitation.closed':
    'Solo puedes enviar solicitudes de cotización desde un evento visible cuya fecha aún no pasó.',
  'events.invitations.max': 'Puedes enviar este evento a un máximo de {max} proveedores.',

  // ── Price and quotations (SPEC §5) ────────────────────────────────────────
  'price.value.required': 'Ingresa un precio',
  'price.value.invalid': 'Ingresa un precio válido: hasta 5 dígitos enteros y 2 decimales',
  'price.value.maxDigits': 'Máximo {integer} dígitos enteros y {decimals} decimales',
  'quotations.service_price.positive': 'El precio del servicio debe ser mayor que cero',
  'quotations.discount.max': 'El descuento no puede ser mayor que el precio del servicio',
  'quotations.message.max': 'El mensaje no puede tener más de {max} caracteres',
  'quotations.valid_until.min': 'La vigencia debe ser a partir de hoy',
  'quotations.status.transition': 'No se puede pasar la cotización de «{from}» a «{to}».',

  // ── Reviews (SPEC §5) ─────────────────────────────────────────────────────
  'reviews.criterias.required': 'Califica todos los criterios',
  'reviews.comment.required': 'Ingresa tu experiencia con este proveedor',
  'reviews.comment.min': 'Tu experiencia debe tener al menos {length} caracteres',
  'reviews.comment.max': 'Tu experiencia no puede tener más de {max} caracteres',
  'reviews.conditions.required': 'Acepta la Política de Contenido',
  'reviews.cancel_reason.required': 'Por favor, ingresa tus razones',
  'reviews.response.required': 'Por favor, ingresa tu respuesta',
  'reviews.reason.required': 'Por favor, ingresa tus razones',
  'reviews.decision.invalid': 'Elige si mantienes o retiras la reseña',
  'reviews.review.notFound': 'Reseña no encontrada',
  'reviews.provider.notFound': 'Proveedor no encontrado',
  'reviews.review.notAllowed':
    'Solo puedes calificar a un proveedor cuya cotización aceptaste o que te invitó a calificarlo.',
  'reviews.review.own': 'No puedes calificar a tu propio negocio.',
  'reviews.review.duplicate': 'Ya calificaste a este proveedor para este evento.',
  'reviews.review.editExpired': 'Solo puedes editar tu reseña durante los {days} días siguientes a su publicación.',
  'reviews.review.closed': 'Esta reseña ya no está publicada.',
  'reviews.report.duplicate': 'Ya reportaste esta reseña; un administrador la revisará.',
  'reviews.moderation.notReported': 'Esta reseña no tiene un reporte pendiente.',
  'reviews.request.invalid': 'El enlace para calificar no es válido o ya fue usado.',
  'reviews.request.duplicate': 'Ya enviaste una solicitud de reseña a este correo.',
  'reviews.request.limit': 'Puedes enviar como máximo {max} solicitudes de reseña por día.',
  'reviews.request.self': 'No puedes enviarte una solicitud de reseña a ti mismo.',

  // ── Images in forms, files, textarea (SPEC §5) ───────────────────────────
  'images.dimensions.min': 'Su {field} no puede ser menor de {w} x {h} pixeles',
  'images.type.invalid': 'Solo se aceptan archivos jpg, svg, jpeg, png, bmp o gif',
  'files.size.max': 'El archivo no puede pesar más de {max} KB',
  'files.type.invalid': 'Solo se aceptan archivos pdf, excel o word',
  'textarea.value.max': 'El texto no puede tener más de {max} caracteres',

  // ── Photos and videos (SPEC §5, §8) ──────────────────────────────────────
  'media.image.tooManyPixels': 'La imagen es demasiado grande: el máximo es de 24 megapíxeles (por ejemplo, 6000 × 4000).',
  'media.photos.max': 'Solo puedes adjuntar un máximo de {max} fotos',
  'media.photo.minWidthHorizontal': 'La imagen es muy pequeña. El ancho mínimo es de {n}px',
  'media.photo.minHeightHorizontal': 'La imagen es muy pequeña. El alto mínimo es de {n}px',
  'media.photo.minWidthVertical': 'La imagen es muy pequeña. El ancho mínimo es de {n}px',
  'media.photo.minHeightVertical': 'La imagen es muy pequeña. El alto mínimo es de {n}px',
  'media.photo.type': 'Solo se aceptan fotos .png, .jpg o .jpeg',
  'media.album.undefined': 'Album no definido',
  'media.video.url': 'Ingresa un enlace válido de YouTube',
  'media.video.saveFailed': 'No se pudo guardar el video. Intenta nuevamente.',
  'media.video.saved': 'Video guardado',
  'cdn.path.invalid': 'La ruta de destino no es válida',
  'cdn.mime_type.invalid': 'Solo se aceptan imágenes png, jpeg o webp',
  'cloudStorage.filetype.invalid': 'File type invalid',

  // ── Interface labels (SPEC §2) ────────────────────────────────────────────
  'ui.photos.pick': 'seleccionar fotos',
  'ui.field.optional': '(opcional)',
  'ui.list.empty': 'Ninguna',
  'ui.action.cancel': 'Cancelar',
  'ui.action.confirm': 'Confirmar',
  'ui.action.close': 'Cerrar',
  'ui.action.like': 'Me gusta',
  'ui.text.more': 'ver más',
  'ui.text.less': 'ver menos',
  'ui.price.includesIgv': 'Incluye IGV',
} as const;

export type MessageKey = keyof typeof MESSAGES;
