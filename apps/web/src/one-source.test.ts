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
//      (keys only);
//   4. the API's non-test code holds no Spanish text (docs/decisions/270-server-texts-in-the-domain.md):
//      its mails, PDF, page heads and stored notes come from the domain's catalogues (MESSAGES,
//      SERVER_MESSAGES…). What may stay is told apart by where it stands, not by a list of texts:
//      a logger's arguments and `new Error`/`ConfigError`/`DataDirLockedError` messages (for the
//      operator), a route's OpenAPI summary/description/tags (for developers), and the few files of
//      API_SPANISH_ALLOWED.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '@eventos/domain';
import { CONVERSATION_MESSAGES, MESSAGES, SERVER_MESSAGES } from '@eventos/domain';
import ts from 'typescript';
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
  /**
   * Catalogue messages without placeholders, long enough to be sentences (labels like «Cerrar» are
   * not counted, nor interface labels: `ui.*`, and page names, `pages.*` and `head.*`, which links
   * and menus also show).
   */
  const catalogue = new Map<string, string>();
  for (const [key, value] of Object.entries({ ...MESSAGES, ...CONVERSATION_MESSAGES, ...SERVER_MESSAGES })) {
    if (!/^(ui|pages|head)\./.test(key) && !value.includes('{') && value.split(' ').length >= 3) catalogue.set(value, key);
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

/** Letters and marks only Spanish text has here. */
const SPANISH_LETTER = /[áéíóúñÁÉÍÓÚÑ¿¡]/;
/** Spanish function words: one in a text of two words or more makes it Spanish ('Un cliente', 'Motivo de …'). */
const FUNCTION_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'un', 'una', 'y', 'con', 'para', 'por', 'que', 'su', 'sus', 'tu', 'tus', 'al', 'en', 'se', 'lo', 'ya', 'hasta', 'sin']);

/** A Spanish text: a Spanish letter, or words apart by spaces with a Spanish function word (markup aside). */
export function isSpanishText(text: string): boolean {
  if (SPANISH_LETTER.test(text)) return true;
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/[\w-]+="[^"]*"/g, ' ');
  // Words apart by spaces: a path or a slug (/politica-de-contenido) is one word.
  if (!/\S\s+\S/.test(plain)) return false;
  return plain
    .toLowerCase()
    .split(/[^a-zü]+/)
    .some((word) => FUNCTION_WORDS.has(word));
}

/**
 * Files of the API whose Spanish text stays, and why (paths from apps/api/src; a folder ends with /).
 * Anything else Spanish comes from the domain.
 */
export const API_SPANISH_ALLOWED: Record<string, string> = {
  'config.ts': "the settings' validation messages and defaults, for the operator who starts the server",
  'plugins/startup.ts': 'start-up failures, one line for the operator',
  'cluster.ts': "pieces of the cluster's log lines (how a process ended)",
  'lib/job-queue.ts': "a job's last_error for the operator (stored in SQL) and its log lines",
  'db/seed/': 'demo and benchmark data (names and descriptions of sample providers, events, posts), not messages',
  'modules/auth/dev-oidc/': 'the development stand-in of an outside sign-in provider: its pages are that provider’s, not the product’s',
};

const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);
const OPERATOR_ERRORS = new Set(['Error', 'ConfigError', 'DataDirLockedError']);

/** Why a Spanish text may stand where it is ('log', 'operator', 'openapi'), or null. */
function allowedPlace(node: ts.Node, file: string): string | null {
  const routes = /\.routes\.ts$|plugins\/swagger\.ts$/.test(file);
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at)) {
      const callee = at.expression;
      const target = ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee) ? callee.expression : null;
      const method = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isElementAccessExpression(callee)
          ? ['trace', 'debug', 'info', 'warn', 'error', 'fatal'].find((m) => callee.argumentExpression.getText().includes(`'${m}'`))
          : undefined;
      if (target && method && LOG_METHODS.has(method) && /(^|\.)(log|logger|console)\??$/i.test(target.getText())) return 'log';
      return null;
    }
    if (ts.isNewExpression(at)) return OPERATOR_ERRORS.has(at.expression.getText()) ? 'operator' : null;
    if (ts.isPropertyAssignment(at)) {
      return routes && ['summary', 'description', 'tags'].includes(at.name.getText().replace(/['"]/g, '')) ? 'openapi' : null;
    }
    if (ts.isVariableDeclaration(at)) return routes && at.name.getText() === 'tags' ? 'openapi' : null;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return null;
  }
  return null;
}

/** The Spanish texts of a source that stand nowhere allowed, as `line: text`. */
export function spanishTexts(source: string, file: string): string[] {
  const found: string[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
        ? node.text
        : null;
    const parent = node.parent as ts.Node | undefined;
    const inImport = !!parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent));
    if (text !== null && !inImport && isSpanishText(text)) {
      // A template's parts stand where the whole template stands.
      const whole = ts.isTemplateHead(node) ? node.parent : ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.parent.parent : node;
      if (!allowedPlace(whole, file)) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
        found.push(`${line}: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Parsing the API's ~300 files takes 1.5 s of CPU: on a loaded machine more than the default 5 s. */
const PARSE_TIMEOUT_MS = 60_000;

describe("no Spanish text in the API's code (it comes from the domain)", () => {
  const apiFiles = sources(API).filter((file) => !/\/(testing|test)\//.test(rel(file)));
  const allowed = (file: string) =>
    Object.keys(API_SPANISH_ALLOWED).some((path) => {
      const at = rel(file).slice('apps/api/src/'.length);
      return path.endsWith('/') ? at.startsWith(path) : at === path;
    });

  it('finds none outside logs, operator errors, OpenAPI docs and the listed files', () => {
    expect(apiFiles.length).toBeGreaterThan(100);
    const found = apiFiles.filter((file) => !allowed(file)).flatMap((file) => spanishTexts(readFileSync(file, 'utf8'), rel(file)).map((hit) => `${rel(file)}:${hit}`));
    expect(found).toEqual([]);
  }, PARSE_TIMEOUT_MS);

  it('lists only files that exist and still hold Spanish text', () => {
    for (const path of Object.keys(API_SPANISH_ALLOWED)) {
      const files = apiFiles.filter((file) => {
        const at = rel(file).slice('apps/api/src/'.length);
        return path.endsWith('/') ? at.startsWith(path) : at === path;
      });
      expect(files.some((file) => spanishTexts(readFileSync(file, 'utf8'), rel(file)).length > 0), path).toBe(true);
    }
  }, PARSE_TIMEOUT_MS);

  it('tells a Spanish text from code, markup and English', () => {
    for (const text of ['Tipo de evento: {value}', 'Un cliente', 'Motivo de la reseña', 'Revisa el evento y envía tu cotización:', '¿Qué tal?']) {
      expect(isSpanishText(text), text).toBe(true);
    }
    for (const text of ['application/pdf', 'review_received', '/politica-de-contenido', 'hoja-de-reclamacion-{code}.pdf', 'SELECT id FROM users', '<html lang="es">', 'public, max-age=3600', 'Content-Type: text/plain']) {
      expect(isSpanishText(text), text).toBe(false);
    }
  });

  it('catches a Spanish subject, body line or PDF label, and lets logs, operator errors and OpenAPI docs be', () => {
    const mail = `await queueMail(db, { subject: \`Nueva reseña de \${name}\`, text: ['Hola:', 'Un cliente publicó un evento.'].join('\\n') });`;
    expect(spanishTexts(mail, 'modules/x/x.notify.ts')).toEqual(['1: Nueva reseña de', '1: Un cliente publicó un evento.']);
    expect(spanishTexts(`doc.text('Razón social');`, 'x.ts')).toEqual(['1: Razón social']);
    expect(spanishTexts(`const summary = { summary: 'Lista de eventos' };`, 'modules/x/x.service.ts')).toHaveLength(1);
    expect(spanishTexts(`app.log.warn({ err }, 'No se pudo leer la caché');`, 'x.ts')).toEqual([]);
    expect(spanishTexts(`log[final ? 'error' : 'warn']({ err }, final ? 'Trabajo fallido' : 'Se reintentará');`, 'x.ts')).toEqual([]);
    expect(spanishTexts(`request.log.info(\`Listo en \${url} — la API\`);`, 'x.ts')).toEqual([]);
    expect(spanishTexts(`throw new Error(\`\${file} debe exportar un plugin.\`);`, 'x.ts')).toEqual([]);
    expect(spanishTexts(`throw new HttpError(400, 'Ingresa un nombre para el álbum');`, 'x.ts')).toHaveLength(1);
    expect(spanishTexts(`app.get('/x', { schema: { tags: ['búsqueda'], summary: 'Busca proveedores', description: 'Por ' + 'categoría' } });`, 'modules/x/x.routes.ts')).toEqual([]);
    expect(spanishTexts(`const tags = ['mis álbumes'];`, 'modules/x/x.routes.ts')).toEqual([]);
  });
});
