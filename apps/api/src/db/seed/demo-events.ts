// A few customer events for the provider-side event searcher of the demo.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../client';
import { userEvents, userEventServiceTypes } from '../schema';
import type { LocationInfo, Rng } from './demo-rows';
import { cityLabel, int, pick } from './demo-rows';

const EVENT_PLANS = [
  [
    'boda',
    'Boda civil y religiosa para {guests} invitados en {city}. Buscamos local con jardín, catering y música en vivo.',
    ['salones-de-eventos', 'catering', 'orquestas'],
  ],
  [
    'quinceanero',
    'Fiesta de quince años para mi hija en {city}, con {guests} invitados. Necesitamos DJ, hora loca y decoración temática.',
    ['dj', 'hora-loca', 'decoracion'],
  ],
  [
    'bautizo',
    'Bautizo de nuestro bebé con almuerzo familiar para {guests} personas en {city}. Buscamos bocaditos y torta.',
    ['bocaditos', 'tortas-y-postres'],
  ],
  [
    'cumpleanos',
    'Cumpleaños número 50 de mi esposo en {city}, unas {guests} personas. Queremos música criolla y buffet.',
    ['musica-criolla', 'catering'],
  ],
  [
    'fiesta-de-fin-de-ano',
    'Fiesta de fin de año de la empresa para {guests} colaboradores en {city}. Requerimos local, sonido y animación.',
    ['salones-de-eventos', 'sonido-e-iluminacion', 'hora-loca'],
  ],
  [
    'baby-shower',
    'Baby shower en {city} para {guests} invitadas. Buscamos decoración con globos y bocaditos dulces y salados.',
    ['globos-y-decoracion-infantil', 'bocaditos'],
  ],
  [
    'lanzamiento-de-producto',
    'Lanzamiento de una nueva línea de productos en {city} para {guests} invitados. Necesitamos pantallas LED y fotografía.',
    ['pantallas-led', 'fotografia-y-video'],
  ],
  [
    'fiesta-de-promocion',
    'Fiesta de promoción escolar en {city} para {guests} alumnos y familias. Buscamos orquesta y fotografía.',
    ['orquestas', 'fotografia-y-video'],
  ],
] as const;

export async function writeDemoEvents(
  db: Db,
  rng: Rng,
  customers: number[],
  locations: LocationInfo[],
): Promise<number> {
  const eventTypes = new Map(
    (await queryRows<{ id: number; slug: string }>(db, sql`SELECT id, slug FROM event_types`)).map((e) => [
      e.slug,
      e.id,
    ]),
  );
  const serviceIds = new Map(
    (await queryRows<{ id: number; slug: string }>(db, sql`SELECT id, slug FROM service_types`)).map((s) => [
      s.slug,
      s.id,
    ]),
  );
  const plans = EVENT_PLANS.filter(([slug]) => eventTypes.has(slug));
  let count = 0;
  for (const [i, [slug, text, services]] of plans.entries()) {
    const location = pick(rng, locations);
    const guests = int(rng, 4, 30) * 10;
    const date = new Date(Date.now() + int(rng, 20, 160) * 86_400_000).toISOString().slice(0, 10);
    const [event] = await db
      .insert(userEvents)
      .values({
        user_id: customers[i % customers.length] as number,
        event_type_id: eventTypes.get(slug) as number,
        description: text.replace('{guests}', String(guests)).replace('{city}', cityLabel(location)),
        location_id: location.id,
        event_date: date,
        guests,
        start_time: pick(rng, ['12:00', '13:30', '19:00', '20:00', '21:00']),
      })
      .returning({ id: userEvents.id });
    if (!event) continue;
    const rows = services.flatMap((s) => {
      const id = serviceIds.get(s);
      if (!id) return [];
      const min = int(rng, 10, 60) * 100_00;
      return [
        {
          user_event_id: event.id,
          service_type_id: id,
          guests,
          hours: int(rng, 3, 8),
          budget_min_cents: min,
          budget_max_cents: min * 2,
        },
      ];
    });
    if (rows.length > 0) await db.insert(userEventServiceTypes).values(rows);
    count++;
  }
  return count;
}
