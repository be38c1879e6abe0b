// Spanish texts for the demo data set: people, introductions, reviews and testimonials.
import type { ServiceGroup } from '@eventos/domain';

export const FIRST_NAMES = [
  'José', 'María', 'Luis', 'Carmen', 'Jorge', 'Rosa', 'Carlos', 'Ana', 'Miguel', 'Lucía', 'Juan', 'Patricia',
  'Ricardo', 'Sofía', 'Diego', 'Valeria', 'Fernando', 'Gabriela', 'Raúl', 'Milagros', 'César', 'Claudia',
] as const;

export const LAST_NAMES = [
  'Quispe', 'Flores', 'Sánchez', 'Rodríguez', 'García', 'Mamani', 'Huamán', 'Torres', 'Chávez', 'Ramírez',
  'Vargas', 'Castillo', 'Rojas', 'Mendoza', 'Gutiérrez', 'Vásquez', 'Paredes', 'Salazar', 'Cárdenas', 'Palacios',
] as const;

/** Introductory texts per main service group; {name}, {city} and {services} are replaced. */
export const INTROS: Record<ServiceGroup, readonly string[]> = {
  locals: [
    '{name} es el lugar ideal para bodas, quinceañeros y eventos corporativos en {city}. Ofrecemos {services}, ambientes amplios, estacionamiento propio y un equipo que te acompaña desde la primera visita hasta el último brindis.',
    'En {name} celebramos contigo los momentos más importantes. Ubicados en {city}, contamos con {services}, áreas verdes, capacidad flexible para grupos pequeños y grandes, y paquetes a la medida de tu presupuesto.',
  ],
  feeding: [
    '{name} prepara {services} para todo tipo de eventos en {city}. Trabajamos con insumos frescos y recetas de la cocina peruana, con menús personalizados, degustación previa y personal de servicio uniformado.',
    'Sorprende a tus invitados con {name}: {services} con la sazón que nos caracteriza. Atendemos matrimonios, cumpleaños y reuniones de empresa en {city} y alrededores, con puntualidad y presentación impecable.',
  ],
  audiovisual: [
    '{name} captura y produce tus eventos con equipos profesionales. Ofrecemos {services} en {city}, con entrega rápida, edición cuidada y un estilo natural que cuenta la historia de tu celebración.',
    'Con más de diez años de experiencia, {name} brinda {services} para bodas, conciertos y eventos corporativos en {city}. Equipos de última generación y técnicos que cuidan cada detalle.',
  ],
  animation: [
    '{name} pone la alegría en tu fiesta: {services} para bodas, quinceañeros y cumpleaños en {city}. Repertorio variado, vestuario de primera y mucha energía para que nadie se quede sentado.',
    '¿Buscas animar tu evento? {name} ofrece {services} en {city} con artistas profesionales, shows personalizados y horarios flexibles. ¡Tus invitados lo recordarán por mucho tiempo!',
  ],
  dressing: [
    '{name} te ayuda a lucir espectacular en tu gran día. Ofrecemos {services} en {city}, con asesoría personalizada, pruebas incluidas y ajustes a la medida para que todo quede perfecto.',
  ],
  planning: [
    '{name} organiza tu evento de principio a fin: {services} en {city}. Coordinamos proveedores, presupuesto y cronograma para que tú solo te preocupes por disfrutar.',
    'En {name} hacemos realidad el evento que imaginas. Brindamos {services} en {city} y en todo el Perú, con un equipo creativo, ordenado y con experiencia en celebraciones de todos los tamaños.',
  ],
  setting: [
    '{name} transforma cualquier espacio con {services}. Diseñamos ambientaciones únicas para bodas, baby showers y eventos corporativos en {city}, con montaje y desmontaje incluidos.',
  ],
  structures: [
    '{name} instala {services} para eventos al aire libre y en local en {city}. Estructuras seguras, montaje puntual y personal técnico durante todo el evento.',
  ],
  coming_soon: [
    '{name} ofrece {services} para que tu celebración sea inolvidable. Atención personalizada en {city} y en todo el país.',
  ],
};

/**
 * Review comments by how the review scored (its average over the six criteria), so the words
 * never contradict the stars: `high` ≥ 4.5, `good` ≥ 3.5, `mixed` below.
 */
export const REVIEW_COMMENTS = {
  high: [
    'Excelente servicio, muy puntuales y atentos en todo momento. Nuestros invitados quedaron encantados.',
    'Superaron nuestras expectativas. Se nota la experiencia y el cariño con que trabajan.',
    'Contratamos para el quinceañero de mi hija y fue todo un éxito. ¡Gracias por tanto!',
    'Servicio impecable en nuestra boda. Todos nos preguntaron por el contacto.',
    'Todo salió tal como lo planeamos. La comunicación fue rápida y resolvieron cada duda que tuvimos.',
  ],
  good: [
    'Buena atención y cumplieron con lo ofrecido. Volveríamos a contratarlos.',
    'Muy buena relación calidad-precio. Los recomiendo para cualquier tipo de evento familiar.',
    'El equipo fue muy amable y profesional. Solo hubo un pequeño retraso al inicio, pero lo compensaron.',
    'La asesoría previa nos ayudó a decidir. Algunos detalles se pueden mejorar, pero quedamos contentos.',
  ],
  mixed: [
    'Correcto en general, aunque el precio final fue mayor al presupuesto inicial.',
    'Cumplieron con lo básico, pero llegaron tarde y tuvimos que recordarles varios detalles.',
    'La atención fue amable, pero la calidad no estuvo a la altura de lo que nos ofrecieron.',
    'Hubo problemas de coordinación el día del evento. Esperábamos más por lo que pagamos.',
  ],
} as const;

export type ReviewTier = keyof typeof REVIEW_COMMENTS;

/**
 * Demo videos (stored metadata, no internet at seed time): [business provider, YouTube id, title,
 * description, short caption drawn on the thumbnail]. The ids are the two public YouTube videos the
 * offline stand-in knows (KNOWN_VIDEO_ID and SECOND_VIDEO_ID in
 * apps/api/src/modules/video-metadata/testing/fake-youtube-server.ts; ADR 175), so the player
 * plays them online and editing or re-saving a demo video works offline and in the e2e run. They
 * are not videos of these businesses: the titles and captions are the demo's own.
 */
export const DEMO_VIDEOS = [
  [
    'Luz de Luna Fotografía y Video',
    'dQw4w9WgXcQ',
    'Resumen de boda en Pachacámac',
    'Cinco minutos con lo mejor de una boda al atardecer: preparativos, ceremonia y fiesta.',
    'Resumen de boda',
  ],
  [
    'Sonido Total Producciones',
    'M7lc1UVf-VE',
    'Montaje de escenario y pantallas LED',
    'Así armamos el escenario, el sonido y las pantallas LED de una fiesta de promoción, en cámara rápida.',
    'Escenario y pantallas LED',
  ],
  [
    'Orquesta La Sabrosura',
    'dQw4w9WgXcQ',
    'La Sabrosura en vivo: salsa y cumbia',
    'Un set en vivo de nuestra orquesta en un matrimonio en Surco.',
    'Orquesta en vivo',
  ],
  [
    'Camila Reyes Wedding Planner',
    'M7lc1UVf-VE',
    'Una boda al aire libre, de principio a fin',
    'Cómo organizamos una boda en el jardín: decoración, proveedores y cronograma del día.',
    'Boda al aire libre',
  ],
  [
    'Hacienda Los Huarangos',
    'dQw4w9WgXcQ',
    'Recorrido por la Hacienda Los Huarangos',
    'Conoce nuestros salones, jardines y la capilla antes de visitarnos.',
    'Recorrido por la hacienda',
  ],
] as const;

export const REVIEW_RESPONSES = [
  '¡Muchas gracias por confiar en nosotros! Fue un gusto ser parte de su celebración.',
  'Gracias por sus comentarios, los tendremos en cuenta para seguir mejorando.',
] as const;

export const TESTIMONIALS = [
  ['Andrea y Martín', 'Nos casamos en marzo y no pudimos elegir mejor. Cada detalle fue cuidado con mucho cariño.'],
  ['Inversiones Andinas S.A.C.', 'Organizamos nuestra fiesta de fin de año con ellos y el resultado fue excelente.'],
  ['Familia Huamán Torres', 'El cumpleaños de la abuela fue inolvidable. ¡Gracias por la paciencia y la buena onda!'],
  ['Colegio San Andrés — Promoción 2025', 'Nuestra fiesta de promoción quedó espectacular. Muy recomendados.'],
] as const;
