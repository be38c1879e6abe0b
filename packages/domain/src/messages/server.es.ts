/**
 * Spanish texts the server writes outside its JSON answers: e-mails (subjects and bodies), the
 * complaint sheet's PDF, the <head> of the app's pages, the blog's RSS feed and notes it stores.
 * Keyed `feature.kind.part` with `{placeholders}`, like the catalogue of messages/es.ts; format
 * with `st(key, params)`. The web does not import it (it stays out of the browser's bundle); a
 * text both apps show lives in messages/es.ts instead (ADR 270).
 */
import { SITE_NAME } from '../constants';
import { formatMessage, type MessageParams } from './format-message';

export const SERVER_MESSAGES = {
  // ── Any e-mail ───────────────────────────────────────────────────────────
  'mail.greeting': 'Hola, {name}:',
  'mail.greeting.anonymous': 'Hola:',
  'mail.customer.fallback': 'cliente',
  'site.team': `Equipo de ${SITE_NAME}`,

  // ── Reviews (modules/reviews/reviews.notify.ts) ──────────────────────────
  'reviews.mail.received.title': 'Recibiste una nueva reseña ({score} de 5)',
  'reviews.mail.received.subject': '{company}: {title}',
  'reviews.mail.received.read': '{title}. Puedes leerla y responderla en tu sitio:',
  'reviews.mail.answered.title': '{company} respondió tu reseña',
  'reviews.mail.answered.read': '{title}. Léela aquí:',
  'reviews.mail.moderated.removed': 'Retiramos tu reseña de {company}',
  'reviews.mail.moderated.kept': 'Tu reseña de {company} sigue publicada',
  'reviews.mail.moderated.reviewed': '{company} reportó tu reseña y la revisamos. {title}.',
  'reviews.mail.moderated.reason': 'Motivo: {reason}',
  'reviews.mail.moderated.policy': 'Consulta nuestra Política de Contenido:',
  'reviews.mail.request.subject': `{company} te pide tu opinión en ${SITE_NAME}`,
  'reviews.mail.request.ask': '{company} quiere saber cómo te fue con su servicio. Tu reseña ayuda a otros clientes a elegir.',
  'reviews.mail.request.link': 'Califícalo aquí (te pediremos iniciar sesión):',
  'reviews.mail.reminder.title': '¿Cómo te fue con {company}?',
  'reviews.mail.reminder.past': 'Tu evento ({eventType}, {date}) ya pasó. {title}',
  'reviews.mail.reminder.link':
    'Califica su precio, experiencia, calidad, puntualidad, amabilidad y asesoría (te pediremos iniciar sesión):',

  // ── Event notifications (modules/events/event-notifications.ts) ──────────
  'events.mail.customer.fallback': 'Un cliente',
  'events.mail.published.subject': 'Nuevo evento para cotizar: {eventType} en {place}',
  'events.mail.addressed.intro': `{customer} te pidió una cotización desde tu sitio en ${SITE_NAME}.`,
  'events.mail.published.intro': 'Un cliente publicó un evento que coincide con tus servicios.',
  'events.mail.eventType': 'Tipo de evento: {value}',
  'events.mail.date': 'Fecha: {value}',
  'events.mail.place': 'Lugar: {value}',
  'events.mail.services': 'Servicios: {value}',
  'events.mail.quote': 'Revisa el evento y envía tu cotización:',

  // ── Libro de Reclamaciones: e-mails (modules/complaints/complaints.service.ts) ──
  'complaints.mail.copy.subject': 'Copia de tu hoja de reclamación Nº {code} - {business}',
  'complaints.mail.copy.registered':
    'Registramos tu {kind} en el Libro de Reclamaciones de {business} (RUC {ruc}) el {date}.',
  'complaints.mail.copy.number': 'Número de hoja: {code}.',
  'complaints.mail.copy.deadline': 'Te responderemos por este medio a más tardar el {date} (15 días hábiles).',
  'complaints.mail.copy.attached': 'Adjuntamos la copia de tu hoja de reclamación en PDF.',
  'complaints.mail.copy.otherWays':
    'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
  'complaints.mail.admin.subject': 'Nueva hoja de reclamación Nº {code} ({kind})',
  'complaints.mail.admin.registered': '{consumer} registró un {kind} sobre «{service}».',
  'complaints.mail.admin.deadline': 'Plazo para responder: {date}.',
  'complaints.mail.admin.review': 'Revísalo en {url}',
  'complaints.mail.answer.subject': 'Respuesta a tu hoja de reclamación Nº {code} - {business}',
  'complaints.mail.answer.intro': 'Esta es nuestra respuesta a tu {kind} Nº {code}:',
  'complaints.mail.answer.contact': 'Para cualquier consulta escríbenos a {email}.',
  'complaints.pdf.filename': 'hoja-de-reclamacion-{code}.pdf',

  // ── Libro de Reclamaciones: the sheet's PDF (modules/complaints/complaint-pdf.ts) ──
  'complaints.pdf.title': 'Hoja de reclamación Nº {code}',
  'complaints.pdf.subject': 'Libro de Reclamaciones virtual',
  'complaints.pdf.book': 'LIBRO DE RECLAMACIONES',
  'complaints.pdf.sheet': 'HOJA DE RECLAMACIÓN Nº {code}',
  'complaints.pdf.date': 'Fecha: {date}',
  'complaints.pdf.yes': 'Sí',
  'complaints.pdf.no': 'No',
  'complaints.pdf.pending': 'Pendiente',

  // ── <head> of the pages (plugins/seo-head.ts, plugins/app-pages.ts, plugins/web.ts, modules/seo);
  //    the pages' titles, which the web shows too, are in messages/es.ts ('pages.*') ──
  'head.default.title': `${SITE_NAME} — Proveedores para tu evento`,
  'head.default.description':
    'Encuentra locales, catering, fotografía, música, decoración y más proveedores para bodas, quinceañeros y eventos corporativos en todo el Perú. Compara, cotiza y organiza tu evento.',
  'head.providers.description':
    'Busca y compara locales, catering, DJ, fotografía y video, decoración y más proveedores para tu evento en el Perú.',
  'head.forProviders.description': `Publica tu negocio en ${SITE_NAME}, recibe solicitudes de cotización y consigue más clientes para tus servicios.`,
  'head.website.description': 'Obtén un sitio web para tu negocio con fotos, videos, reseñas y datos de contacto.',
  'head.about.description': `${SITE_NAME} conecta a quienes organizan eventos con los mejores proveedores del país.`,
  'head.privacy.description': `Cómo ${SITE_NAME} trata tus datos personales conforme a la Ley N.º 29733.`,
  'head.contentPolicy.description': `Qué puedes publicar en las reseñas de ${SITE_NAME} y cómo moderamos las opiniones reportadas.`,
  'head.faq.description': `Respuestas a las dudas más comunes sobre ${SITE_NAME} para clientes y proveedores.`,
  'head.provider.title': `{company} — ${SITE_NAME}`,
  'head.provider.description': `{company}: {services} en {place}. Cotiza en ${SITE_NAME}.`,
  'head.provider.descriptionNoPlace': `{company}: {services}. Cotiza en ${SITE_NAME}.`,
  'head.provider.services.fallback': 'servicios para eventos',
  'web.notBuilt.text': 'La aplicación web aún no está compilada. Ejecuta <code>npm run build</code> y reinicia el servidor.',
  'web.notBuilt.docs': 'La API está disponible; su documentación está en <a href="/api/docs">/api/docs</a>.',

  // ── Blog (modules/blog) ──────────────────────────────────────────────────
  'blog.name': `Blog de ${SITE_NAME}`,
  'blog.rss.description': 'Ideas, consejos y tendencias para organizar eventos en el Perú.',

  // ── Names and notes the server stores or sends ───────────────────────────
  'auth.provider.dev': 'Cuenta de prueba',
  'providers.upgrade.note.free': 'Business sin costo',
  'providers.upgrade.note.offer': 'Oferta: gratis hasta el {date}',
  'providers.upgrade.note.pending': 'Pendiente de pago: {cents} céntimos al mes',
  'videos.standin.title': 'Video de YouTube {id}',
  'videos.standin.description':
    'Datos de ejemplo del modo sin conexión: configura YOUTUBE_API_KEY (o VIDEO_METADATA_STANDIN=false) para leer el título y la descripción reales del video.',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** The server's Spanish text of `key`, formatted: `st('complaints.pdf.title', { code })`. */
export function st(key: ServerMessageKey, params?: MessageParams): string {
  return formatMessage(SERVER_MESSAGES[key], params);
}
