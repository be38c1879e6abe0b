// Spanish query understanding (docs/decisions/160-search-at-scale.md): the words of a search that
// name a service type, a category or a place of Peru become filters; the rest stays full text.
// Accents and case never matter, singular and plural (and masculine and feminine) are the same
// word ("fotógrafas" ~ "fotografía"), and a word of 5+ letters may carry typing errors (corrected
// against the catalogue vocabulary first: "cateirng" → "catering"). Pure functions over a
// SearchCatalogue (search-catalogue.ts), so they are unit-tested without a database.
import { normalizeSearchText, type SearchProvidersResponse } from '@eventos/domain';
import type { Vocabulary } from './search-vocabulary';
import { correctWord, editDistance } from './search-vocabulary';

/** Words never turned into filters or searched alone. */
export const STOP_WORDS = new Set([
  'a', 'al', 'de', 'del', 'e', 'el', 'en', 'la', 'las', 'lo', 'los', 'o', 'u', 'y', 'con', 'para', 'por',
  'un', 'una', 'unos', 'unas', 'mi', 'mis', 'su', 'sus', 'que', 'cerca', 'mejor', 'mejores',
]);

/** Stems shared by several kinds of providers: never a service filter on their own. */
const GENERIC_STEMS = new Set(['event', 'fiest', 'infantil', 'alquiler', 'servici', 'baile', 'viaj', 'luna', 'miel', 'matrimoni', 'novi']);

/**
 * A light Spanish stem: plural (-es after a consonant, -ces → z, -s) and the final vowel removed,
 * with -ía/-ia: 'fotógrafas', 'fotografo', 'fotografía' → 'fotograf'; 'salones' → 'salon';
 * 'luces' → 'luz'. Input already normalised (no accents, lower case).
 */
export function stemEs(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ces')) w = `${w.slice(0, -3)}z`;
  else if (w.length > 4 && w.endsWith('es') && !/[aeiou]/.test(w[w.length - 3] ?? 'a')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ia')) return w.slice(0, -2);
  if (w.length > 3 && /[aoe]$/.test(w)) return w.slice(0, -1);
  return w;
}

export interface CatalogueService {
  id: number;
  slug: string;
  group: string;
  /** Stems of the significant words of its name ('Fotografía y video' → ['fotograf', 'vide']). */
  stems: string[];
}
export interface CatalogueGroup {
  group: string;
  stem: string;
}
export interface CataloguePlace {
  id: number;
  type: 'department' | 'province' | 'district';
  /** Listed providers there (ties between places of the same name go to the biggest). */
  providers: number;
  /** In the department of Lima (then preferred among places of the same name and size). */
  lima: boolean;
}

export interface UnderstandingCatalogue {
  vocabulary: Vocabulary;
  services: CatalogueService[];
  groups: CatalogueGroup[];
  /** Normalised place name ('san isidro') → the places of that name. */
  places: Map<string, CataloguePlace[]>;
  /** Longest place name, in words. */
  placeWords: number;
}

/** The filters read from the words of q: the domain's `understood` of a search answer. */
export type UnderstoodFilters = SearchProvidersResponse['understood'];

export interface UnderstoodQuery {
  /** Filters read from the words (never one given explicitly). */
  filters: UnderstoodFilters;
  /** What is left for the full text (normalised words), or null. */
  text: string | null;
}

const TYPE_ORDER = { department: 0, province: 1, district: 2 } as const;

/**
 * The place a name means: the widest (department, then province), then the one with most
 * providers, then the one in Lima ("Miraflores" is Lima's before Arequipa's).
 */
export function pickPlace(places: CataloguePlace[]): CataloguePlace | undefined {
  return [...places].sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || b.providers - a.providers || Number(b.lima) - Number(a.lima) || a.id - b.id,
  )[0];
}

export function serviceStems(typeName: string): string[] {
  return normalizeSearchText(typeName)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP_WORDS.has(w))
    .map(stemEs);
}

/** Web-search syntax ("frase", OR, -palabra): left to the full text as typed. */
const SEARCH_SYNTAX = /["]|(^|\s)-\S|\sOR\s/;

/**
 * Reads filters out of `q`. `explicit` says which filters the request already has: a kind given
 * explicitly (service/category, or place) is not read from the words, which then stay text.
 */
export function understandQuery(
  catalogue: UnderstandingCatalogue,
  q: string,
  explicit: { service: boolean; place: boolean },
): UnderstoodQuery {
  const normalized = normalizeSearchText(q);
  const words = normalized.split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return { filters: {}, text: null };
  if (SEARCH_SYNTAX.test(q)) return { filters: {}, text: normalized };
  // A correction counts only when it is one typing error away from the whole word: the
  // vocabulary's prefix matches ('quispe' ~ 'quispi|canchi') would turn surnames into places.
  const fixed = words.map((w) => {
    const fix = correctWord(catalogue.vocabulary, w);
    return fix && editDistance(w, fix, 1) <= 1 ? fix : w;
  });
  // Services compare stems, each allowed one typing error from 5 letters ('fotgrafo' ~ 'fotograf').
  const stems = words.map(stemEs);
  const sameStem = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && editDistance(a, b, 1) <= 1);
  const used = new Array<boolean>(words.length).fill(false);
  const filters: UnderstoodFilters = {};

  if (!explicit.service) {
    // Categories: a word that is a group's name ('alimentación', 'locales').
    stems.forEach((stem, i) => {
      if (filters.c || STOP_WORDS.has(fixed[i] as string)) return;
      const group = catalogue.groups.find((g) => sameStem(g.stem, stem));
      if (group) {
        filters.c = group.group;
        used[i] = true;
      }
    });
    // Services: every significant word of its name, or one word only it has ('fotógrafo', 'ternos').
    const free = (i: number) => !used[i] && !STOP_WORDS.has(fixed[i] as string);
    for (const service of catalogue.services) {
      if (filters.s) break;
      const at = service.stems.map((st) => stems.findIndex((s, i) => free(i) && sameStem(s, st)));
      if (at.every((i) => i >= 0) && (!filters.c || filters.c === service.group)) {
        filters.s = service.slug;
        for (const i of at) used[i] = true;
      }
    }
    if (!filters.s) {
      for (let i = 0; i < stems.length && !filters.s; i += 1) {
        const stem = stems[i] as string;
        if (!free(i) || stem.length < 4 || GENERIC_STEMS.has(stem)) continue;
        const exact = catalogue.services.filter((sv) => sv.stems.includes(stem));
        const owners = exact.length > 0 ? exact : catalogue.services.filter((sv) => sv.stems.some((st) => sameStem(st, stem)));
        const owner = owners[0];
        if (owners.length === 1 && owner && (!filters.c || filters.c === owner.group)) {
          filters.s = owner.slug;
          used[i] = true;
        }
      }
    }
  }

  if (!explicit.place) {
    // Places: the longest run of words that is a place's name ('san juan de lurigancho').
    for (let i = 0; i < fixed.length && filters.d === undefined && filters.p === undefined && filters.l === undefined; i += 1) {
      for (let n = Math.min(catalogue.placeWords, fixed.length - i); n >= 1; n -= 1) {
        const span = fixed.slice(i, i + n);
        if (span.some((_, k) => used[i + k]) || (n === 1 && STOP_WORDS.has(span[0] as string))) continue;
        const place = pickPlace(catalogue.places.get(span.join(' ')) ?? []);
        if (!place) continue;
        if (place.type === 'department') filters.d = place.id;
        else if (place.type === 'province') filters.p = place.id;
        else filters.l = place.id;
        for (let k = 0; k < n; k += 1) used[i + k] = true;
        break;
      }
    }
  }

  const rest = words.filter((w, i) => !used[i] && !STOP_WORDS.has(w));
  return { filters, text: rest.length ? rest.join(' ') : null };
}
