// Row builders for the demo data set (pure: no I/O), driven by a seeded random generator so the
// demo is the same on every machine.
import { slugify } from '@eventos/domain';
import type { ServiceGroup } from '@eventos/domain';
import type { DemoProviderSeed } from './data/demo-providers';
import { FIRST_NAMES, INTROS, LAST_NAMES, REVIEW_COMMENTS, REVIEW_RESPONSES } from './data/demo-texts';
import type { ReviewTier } from './data/demo-texts';

export type Rng = () => number;

/** mulberry32: small deterministic PRNG. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export interface ServiceInfo {
  id: number;
  type_name: string;
  group: ServiceGroup;
}

export interface LocationInfo {
  id: number;
  name: string;
  department: string;
}

export const DEMO_EMAIL_DOMAIN = 'demo.eventosperu.pe';

export function personName(rng: Rng) {
  return {
    first_name: pick(rng, FIRST_NAMES),
    last_name: `${pick(rng, LAST_NAMES)} ${pick(rng, LAST_NAMES)}`,
  };
}

/** Peru cellphone: 9 digits starting with 9. */
export function cellphone(rng: Rng): string {
  return `9${String(int(rng, 0, 99_999_999)).padStart(8, '0')}`;
}

export function cityLabel(location: LocationInfo): string {
  return location.name === location.department ? location.name : `${location.name}, ${location.department}`;
}

function joinServices(names: string[]): string {
  const lower = names.map((n) => (/^(DJ)$/.test(n) ? n : n.charAt(0).toLowerCase() + n.slice(1)));
  if (lower.length <= 1) return lower[0] ?? '';
  return `${lower.slice(0, -1).join(', ')} y ${lower[lower.length - 1]}`;
}

export function buildProviderRow(
  seed: DemoProviderSeed,
  index: number,
  services: ServiceInfo[],
  location: LocationInfo,
  rng: Rng,
) {
  const [company_name, , , plan] = seed;
  const slug = slugify(company_name);
  const main = services[0];
  const group: ServiceGroup = main?.group ?? 'planning';
  const template = pick(rng, INTROS[group]);
  const introductory_text = template
    .replace('{name}', company_name)
    .replace('{city}', cityLabel(location))
    .replace('{services}', joinServices(services.map((s) => s.type_name)));
  const contact = personName(rng);
  const business = plan === 'business';
  return {
    company_name,
    slug,
    introductory_text,
    plan,
    plan_started_at: business ? new Date(Date.now() - int(rng, 10, 300) * 86_400_000) : null,
    settings: { whatsapp_message: `Hola, vi su página en Eventos Perú y quisiera más información.` },
    social_links: business
      ? {
          facebook: `https://www.facebook.com/${slug}`,
          instagram: `https://www.instagram.com/${slug.replace(/-/g, '')}`,
        }
      : {},
    contact_firstname: contact.first_name,
    contact_lastname: contact.last_name,
    email: `${slug}@${DEMO_EMAIL_DOMAIN}`,
    email_verified_at: new Date(),
    cellphone: cellphone(rng),
    address_line1: `${pick(rng, ['Av.', 'Jr.', 'Calle'])} ${pick(rng, ['Los Álamos', 'San Martín', 'Grau', 'Bolognesi', 'Las Begonias', 'La Paz', 'Arequipa', 'Los Incas'])} ${int(rng, 100, 2500)}`,
    address_line2: rng() < 0.3 ? `Oficina ${int(rng, 101, 905)}` : null,
    location_id: location.id,
    district_name: location.name,
    website: business && rng() < 0.6 ? `https://${slug}.example.com` : null,
    featured: business && index % 2 === 0,
    created_at: new Date(Date.now() - (400 - index * 5) * 86_400_000),
  };
}

/** Which words suit a review's average score (1–5): ≥ 4.5 high, ≥ 3.5 good, below mixed. */
export function reviewTier(average: number): ReviewTier {
  if (average >= 4.5) return 'high';
  if (average >= 3.5) return 'good';
  return 'mixed';
}

export function buildReview(rng: Rng) {
  const base = rng() < 0.75 ? 5 : rng() < 0.8 ? 4 : 3;
  const ratings = (['price', 'experience', 'quality', 'punctuality', 'kindly', 'advisory'] as const).map(
    (criterion) => ({
      criterion,
      rating: Math.max(1, Math.min(5, base - (rng() < 0.25 ? 1 : 0))),
    }),
  );
  const average = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
  const answered = rng() < 0.35;
  const created_at = new Date(Date.now() - int(rng, 3, 330) * 86_400_000);
  return {
    comment: pick(rng, REVIEW_COMMENTS[reviewTier(average)]),
    conditions: true,
    status: 'published' as const,
    response: answered ? pick(rng, REVIEW_RESPONSES) : null,
    responded_at: answered ? new Date(created_at.getTime() + 86_400_000) : null,
    created_at,
    ratings,
  };
}
