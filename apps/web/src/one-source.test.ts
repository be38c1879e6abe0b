// @vitest-environment node
// One source for the API's shapes and the Spanish messages (docs/decisions/230-one-source-schemas-and-messages.md):
//   1. no web type copies an API shape: an interface or object type whose fields are those of a
//      zod object schema of @eventos/domain (the API validates and documents with them) must be
//      `z.infer` of it, i.e. the domain's exported type;
//   2. the web's features/*/types.ts and media-types.ts declare no interface (re-exports and types
//      derived from the domain's only), except the web's own view types listed below;
//   3. a message of the domain's catalogue (messages/es.ts) is never typed again in either app: not
//      as a string literal (JSX attributes such as label="…", aria-label, placeholder, title and alt
//      included) nor as JSX text between tags; the API's *.messages.ts files hold no Spanish text
//      (keys only).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '@eventos/domain';
import { MESSAGES } from '@eventos/domain';
import type { z } from 'zod';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB = join(ROOT, 'apps/web/src');
const API = join(ROOT, 'apps/api/src');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['node_modules', '__tests__', 'testing'].includes(name)) sources(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Source without comments (so a message quoted in a comment is not a literal). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Field names of the object types a file declares: `interface X {…}` and `type X = {…}`. */
export function declaredShapes(text: string): Array<{ name: string; fields: string[] }> {
  const shapes: Array<{ name: string; fields: string[] }> = [];
  const head = /(?:interface\s+(\w+)(?:<[^>{]*>)?(?:\s+extends\s+[^{]+)?|type\s+(\w+)(?:<[^>=]*>)?\s*=)\s*\{/g;
  const source = withoutComments(text);
  for (const match of source.matchAll(head)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
    }
    const body = source.slice(start, i - 1);
    const fields: string[] = [];
    let level = 0;
    for (const line of body.split(/[;\n,]/)) {
      const key = level === 0 ? /^\s*(?:readonly\s+)?['"]?(\w+)['"]?\??\s*:/.exec(line)?.[1] : undefined;
      if (key) fields.push(key);
      level += (line.match(/[{(<[]/g) ?? []).length - (line.match(/[})>\]]/g) ?? []).length;
      if (level < 0) level = 0;
    }
    shapes.push({ name: match[1] ?? match[2] ?? '?', fields });
  }
  return shapes;
}

/** Keys of every zod object schema the domain exports (request and response shapes). */
function domainObjectSchemas(): Array<{ name: string; keys: string[] }> {
  const found: Array<{ name: string; keys: string[] }> = [];
  for (const [name, value] of Object.entries(domain)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (name.endsWith('Schema') && shape && typeof shape === 'object') found.push({ name, keys: Object.keys(shape as z.ZodRawShape) });
  }
  return found;
}

/** A web shape copies a domain schema when it has all the schema's fields (at least 4) and at most 2 more. */
export function copiedSchema(
  fields: string[],
  schemas: Array<{ name: string; keys: string[] }>,
): string | undefined {
  const own = new Set(fields);
  return schemas.find(
    (schema) => schema.keys.length >= 4 && schema.keys.every((key) => own.has(key)) && own.size - schema.keys.length <= 2,
  )?.name;
}

/** The web's own view types (not API shapes) allowed in types files, with why. */
const VIEW_TYPES: Record<string, string> = {
  'apps/web/src/features/media/media-types.ts#LooseSizes': 'sizes as other features may type them (every field optional)',
  'apps/web/src/features/media/media-types.ts#GalleryMedia': 'what the gallery needs of a MediaItem or a ProviderMedia',
};

describe('one source for API shapes', () => {
  const schemas = domainObjectSchemas();
  const webFiles = sources(WEB);

  it('finds the domain schemas (the check is not vacuous)', () => {
    expect(schemas.map((s) => s.name)).toEqual(expect.arrayContaining(['MediaItemSchema', 'EventOutSchema', 'QuotationOutSchema']));
  });

  it('no web file declares a copy of a domain schema (use its z.infer type from @eventos/domain)', () => {
    const copies: string[] = [];
    for (const file of webFiles) {
      for (const shape of declaredShapes(readFileSync(file, 'utf8'))) {
        const schema = copiedSchema(shape.fields, schemas);
        const id = `${rel(file)}#${shape.name}`;
        if (schema && !(id in VIEW_TYPES)) copies.push(`${id} copies ${schema}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('types files declare no interface of their own except the listed view types', () => {
    const typeFiles = webFiles.filter((f) => /features\/[^/]+\/types\.ts$|features\/media\/media-types\.ts$/.test(rel(f)));
    expect(typeFiles.length).toBeGreaterThan(3);
    const declared = typeFiles.flatMap((file) =>
      declaredShapes(readFileSync(file, 'utf8')).map((shape) => `${rel(file)}#${shape.name}`),
    );
    expect(declared.filter((id) => !(id in VIEW_TYPES))).toEqual([]);
  });

  it('recognises a copy, and not a different shape', () => {
    const text = `
      /** A copy. */
      export interface LikeCopy {
        target_type: 'media' | 'provider';
        target_id: number;
        liked: boolean;
        likes_count: number;
      }
      type Other = { a: number; nested: { target_type: string; target_id: number; liked: boolean; likes_count: number } };
    `;
    const shapes = declaredShapes(text);
    expect(shapes.map((s) => s.name)).toEqual(['LikeCopy', 'Other']);
    expect(copiedSchema(shapes[0]!.fields, schemas)).toBe('LikeStateSchema');
    expect(copiedSchema(shapes[1]!.fields, schemas)).toBeUndefined();
  });
});

/** String literals of a source: '…', "…" and `…` (JSX attribute values included). */
const LITERAL = /(['"`])((?:(?!\1)[^\\\n]|\\.)+)\1/g;
/** JSX text between two tags (`<Alert>Este evento…</Alert>`), without expressions. */
const JSX_TEXT = />([^<>{}]+)</g;

/**
 * Catalogue messages typed again in a source text, as `«text» is key`: every string literal
 * (a JSX attribute's value as well: `label="…"`, `aria-label`, `placeholder`, `title`, `alt`) and
 * every JSX text, white space folded, that is a message of `catalogue` (text → key).
 */
export function retypedMessages(source: string, catalogue: ReadonlyMap<string, string>): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  const look = (candidate: string) => {
    const key = catalogue.get(candidate.replace(/\s+/g, ' ').trim());
    if (key) found.push(`«${candidate.replace(/\s+/g, ' ').trim()}» is ${key}`);
  };
  for (const match of text.matchAll(LITERAL)) look(match[2] ?? '');
  for (const match of text.matchAll(JSX_TEXT)) look(match[1] ?? '');
  return found;
}

describe('one source for Spanish messages', () => {
  /** Catalogue messages without placeholders, long enough to be sentences (labels like «Cerrar» are not counted). */
  const catalogue = new Map<string, string>();
  for (const [key, value] of Object.entries(MESSAGES)) {
    if (!key.startsWith('ui.') && !value.includes('{') && value.split(' ').length >= 3) catalogue.set(value, key);
  }

  it('no app types a message of the catalogue again, in code, JSX attributes or JSX text (use t(key) or MESSAGES[key])', () => {
    const retyped: string[] = [];
    for (const file of [...sources(API), ...sources(WEB)]) {
      for (const found of retypedMessages(readFileSync(file, 'utf8'), catalogue)) retyped.push(`${rel(file)}: ${found}`);
    }
    expect(retyped).toEqual([]);
  });

  it('catches a catalogue message in a literal, in each kind of JSX attribute and in JSX text, and nothing else', () => {
    const fixture = new Map([
      ['Describe tu evento', 'events.description.required'],
      ['Este evento ya no recibe cotizaciones.', 'events.event.closed'],
    ]);
    const at = (source: string) => retypedMessages(source, fixture);
    expect(at(`const m = 'Describe tu evento';`)).toEqual(['«Describe tu evento» is events.description.required']);
    for (const prop of ['label', 'aria-label', 'placeholder', 'title', 'alt', 'helperText']) {
      expect(at(`<TextField ${prop}="Describe tu evento" />`), prop).toEqual(['«Describe tu evento» is events.description.required']);
      expect(at(`<TextField ${prop}='Describe tu evento' />`), prop).toHaveLength(1);
    }
    expect(at(`<TextField label={'Describe tu evento'} />`)).toHaveLength(1);
    expect(at(`<Alert severity="info">Este evento ya no recibe cotizaciones.</Alert>`)).toEqual([
      '«Este evento ya no recibe cotizaciones.» is events.event.closed',
    ]);
    expect(at(`<Alert>\n  Este evento ya no recibe\n  cotizaciones.\n</Alert>`)).toHaveLength(1);
    // Not a message: other words, a message inside a longer text, a comment, t(key).
    expect(at(`<TextField label="Describe tu evento aquí" placeholder="Cuéntanos" />`)).toEqual([]);
    expect(at(`<Typography>Describe tu evento y revisa todo.</Typography>`)).toEqual([]);
    expect(at(`// label="Describe tu evento"\n/* <Alert>Este evento ya no recibe cotizaciones.</Alert> */`)).toEqual([]);
    expect(at(`<TextField label={t('events.description.required')} />`)).toEqual([]);
  });

  it("the API's *.messages.ts hold keys of the catalogue, no Spanish text", () => {
    const files = sources(API).filter((f) => f.endsWith('.messages.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const texts = [...withoutComments(readFileSync(file, 'utf8')).matchAll(LITERAL)]
        .map((m) => m[2] ?? '')
        .filter((text) => /\s/.test(text) || /[áéíóúñ¿¡]/i.test(text));
      expect(texts, rel(file)).toEqual([]);
    }
  });
});
