/** Spanish copy of the blog, the link previews (/scraping) and the consent banner. */
export const BLOG_MESSAGES = {
  titleRequired: 'Escribe el título del artículo',
  titleMax: 'El título no puede tener más de {max} caracteres',
  slugInvalid: 'La dirección solo puede tener letras minúsculas, números y guiones',
  slugTaken: 'Ya existe un artículo con esa dirección',
  contentRequired: 'Escribe el contenido del artículo',
  contentMax: 'El contenido no puede tener más de {max} caracteres',
  excerptRequired: 'Escribe un resumen del artículo',
  excerptMax: 'El resumen no puede tener más de {max} caracteres',
  seoTitleMax: 'El título SEO no puede tener más de {max} caracteres',
  seoDescriptionMax: 'La descripción SEO no puede tener más de {max} caracteres',
  categoryRequired: 'Elige una categoría',
  categoryUnknown: 'La categoría elegida no existe',
  tagsMax: 'Puedes usar hasta {max} etiquetas',
  tagMax: 'Cada etiqueta puede tener hasta {max} caracteres',
  scheduleRequired: 'Elige la fecha y hora de publicación',
  scheduleFuture: 'La fecha de publicación programada debe ser futura',
  coverInvalid: 'La portada debe ser una imagen subida al blog',
  postNotFound: 'No encontramos este artículo',
  saved: 'Artículo guardado',
  published: 'Artículo publicado',
  deleted: 'Artículo eliminado',
  graphqlInternal: 'Ocurrió un error al consultar el blog. Intenta nuevamente.',
  graphqlInvalidQuery: 'La consulta al blog no es válida.',
  graphqlTooDeep: 'La consulta al blog es demasiado profunda (máximo {max} niveles).',
  graphqlTooCostly: 'La consulta al blog pide demasiados datos (costo {cost}, máximo {max}).',
  graphqlIntrospection: 'La exploración del esquema del blog no está disponible.',
} as const;

export const SCRAPING_MESSAGES = {
  urlInvalid: 'Pega una dirección de Eventos Perú (por ejemplo, la de un proveedor o un artículo del blog)',
  urlForeign: 'Solo puedes revisar páginas de Eventos Perú ({origin})',
  notFound: 'La página no existe (respuesta {status}): las redes sociales mostrarán un error.',
  imageMissing: 'La página no tiene imagen para compartir (og:image): las redes mostrarán una vista sin foto.',
  imageTooSmall:
    'La imagen mide {width}×{height} px: Facebook y LinkedIn piden al menos {minWidth}×{minHeight} px (ideal 1200×630).',
  imageUnreachable: 'No se pudo leer la imagen para compartir ({url}).',
  titleMissing: 'La página no tiene título (og:title).',
  titleTooLong: 'El título tiene {length} caracteres: se cortará a partir de {max}.',
  descriptionMissing: 'La página no tiene descripción (og:description).',
  descriptionTooLong: 'La descripción tiene {length} caracteres: se cortará a partir de {max}.',
  facebookNotConfigured:
    'Para pedirle a Facebook que vuelva a leer la página, configura FACEBOOK_CLIENT_ID y FACEBOOK_CLIENT_SECRET (la app de Facebook) en el servidor.',
  facebookFailed: 'Facebook no pudo volver a leer la página. Intenta nuevamente en unos minutos.',
  facebookDone: 'Facebook volvió a leer la página.',
  facebookSimulated:
    'Simulación local: sin FACEBOOK_CLIENT_ID ni FACEBOOK_CLIENT_SECRET no se llamó a Facebook; esto es lo que leería.',
} as const;

export const CONSENT_MESSAGES = {
  title: 'Cookies de analítica',
  body:
    'Usamos Google Tag Manager para medir qué búsquedas y páginas te sirven y mejorar Eventos Perú. Solo lo cargamos si aceptas; puedes cambiar tu elección cuando quieras desde «Preferencias de cookies», al pie de la página (Ley N.º 29733).',
  accept: 'Aceptar',
  reject: 'Rechazar',
  footerLink: 'Preferencias de cookies',
} as const;
