/**
 * Landing pages of the provider directory (docs/decisions/125-landing-pages.md): one per service
 * category (a service group or a service type), per department and per combination, at
 * `/proveedores/{categoria}/{departamento}` — always two segments, so they never clash with a
 * provider site (`/{slug}`, one segment) or `/proveedores/afiliacion`. `todos` stands for every
 * category and `todo-el-peru` for every department (`/proveedores/todos/todo-el-peru` is not a
 * landing: that is `/proveedores`). Their texts are built here, for the API's head tags and the page.
 */
import { SERVICE_GROUP_LABELS, type ServiceGroup } from '../catalogue-enums';
import { PAGE_MESSAGES } from '../messages/pages.es';
import { lowerInSentence, slugify } from '../text';

export const LANDING_BASE_PATH = '/proveedores';
/** The category segment meaning "every category". */
export const LANDING_ALL_CATEGORIES = 'todos';
/** The department segment meaning "every department". */
export const LANDING_ALL_PERU = 'todo-el-peru';
/** Providers per landing page (one of PAGE_SIZES). */
export const LANDING_PAGE_SIZE = 20;
/** Links to related landings shown per kind (other departments, other categories). */
export const LANDING_RELATED_MAX = 12;
/** Popular landings on the home page. */
export const POPULAR_LANDINGS_MAX = 12;
/** Groups that get no landing (nobody offers them yet). */
export const LANDING_EXCLUDED_GROUPS: readonly ServiceGroup[] = ['coming_soon'];

export const LANDING_MESSAGES = {
  notFound: PAGE_MESSAGES['pages.notFound.title'],
  breadcrumbHome: 'Inicio',
  breadcrumbProviders: 'Proveedores',
  relatedDepartments: 'En otros departamentos',
  relatedCategories: 'Otras categorías',
  popularTitle: 'Búsquedas populares',
  popularSubtitle: 'Proveedores por categoría y departamento.',
  empty: 'Aún no hay proveedores publicados aquí.',
} as const;

/** Slug of a service group's landing: its Spanish name ('audiovisual' → 'audiovisuales'). */
export function serviceGroupSlug(group: ServiceGroup): string {
  return slugify(SERVICE_GROUP_LABELS[group]);
}

/** Slug of a department's landing segment ('San Martín' → 'san-martin'). */
export function departmentSlug(name: string): string {
  return slugify(name);
}

/** '/proveedores/fotografia-y-video/arequipa', with `?page=N` past the first page. */
export function landingPath(category: string, department: string, page = 1): string {
  const path = `${LANDING_BASE_PATH}/${category}/${department}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** What a landing is about: a category (null = every category) and a department (null = all of Peru). */
export interface LandingSubject {
  category: { kind: 'group' | 'service'; name: string } | null;
  department: string | null;
}

/** «Fotografía y video en Arequipa», «Locales para eventos en todo el Perú», «Proveedores para eventos en Cusco». */
export function landingHeading({ category, department }: LandingSubject): string {
  const where = department ? `en ${department}` : 'en todo el Perú';
  if (!category) return `Proveedores para eventos ${where}`;
  return category.kind === 'group' ? `${category.name} para eventos ${where}` : `${category.name} ${where}`;
}

/** Short label of a landing in lists of links: «Fotografía y video en Arequipa». */
export const landingLabel = landingHeading;

function providersPhrase(count: number): string {
  return `${count.toLocaleString('es-PE')} ${count === 1 ? 'proveedor' : 'proveedores'}`;
}

function subjectPhrase({ category, department }: LandingSubject): string {
  const what = category ? `de ${lowerInSentence(category.name)}` : 'para eventos';
  return `${what} ${department ? `en ${department}` : 'en todo el Perú'}`;
}

/** The meta description (at most ~160 characters). */
export function landingDescription(subject: LandingSubject, count: number): string {
  if (count === 0) return `Proveedores ${subjectPhrase(subject)} en Eventos Perú: pronto publicarán aquí sus fotos, reseñas y contacto.`;
  return `Compara ${providersPhrase(count)} ${subjectPhrase(subject)}: fotos, reseñas y contacto. Pide tu cotización sin costo en Eventos Perú.`;
}

/** The paragraph under the heading. */
export function landingIntro(subject: LandingSubject, count: number): string {
  if (count === 0) {
    return `Aún no hay proveedores ${subjectPhrase(subject)} publicados en Eventos Perú. Mira los enlaces de abajo para encontrar proveedores cerca.`;
  }
  return (
    `Encuentra ${providersPhrase(count)} ${subjectPhrase(subject)}. Revisa sus fotos, sus servicios y lo que dicen ` +
    'sus clientes, y pide cotizaciones sin costo a los que más te gusten.'
  );
}

/** «Página 2 de 5», added to the title of the pages after the first. */
export function landingPageSuffix(page: number, pages: number): string {
  return page > 1 ? ` — Página ${page} de ${pages}` : '';
}
