// The chunks of a server-rendered page on the critical path (docs/decisions/120-server-rendering.md,
// "Code on the critical path"): the web build's manifest (apps/web/dist/.vite/manifest.json,
// `build.manifest`) maps each source module to its chunk and the chunks it imports statically. The
// render names the page modules of the routes it matched (apps/web/src/app/route-modules.ts); the
// head gets a `<link rel="modulepreload">` for each of their chunks that the entry does not already
// load, so the browser fetches the page's code beside the entry instead of after the entry has run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './seo-head';

/** One entry of Vite's manifest (only what preloading reads). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RoutePreloads {
  /** `<link rel="modulepreload">` tags for the chunks of these page modules, minus the entry's. */
  tagsFor(modules: readonly string[]): string;
}

const NONE: RoutePreloads = { tagsFor: () => '' };

/** Reads `<webDist>/.vite/manifest.json`; without it (no build, an older build) nothing is preloaded. */
export function loadRoutePreloads(webDistDir: string): RoutePreloads {
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return NONE;
  return routePreloads(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}

export function routePreloads(manifest: Manifest): RoutePreloads {
  /** The chunk files of a manifest key and everything it imports statically, in load order. */
  function closure(key: string, into: string[] = [], seen = new Set<string>()): string[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    if (!into.includes(chunk.file)) into.push(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into, seen);
    return into;
  }
  // The entry's chunks: index.html already loads (and preloads) them.
  const entryFiles = new Set(Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).flatMap(([key]) => closure(key)));
  const cache = new Map<string, string>();
  return {
    tagsFor(modules) {
      const key = modules.join('\n');
      let tags = cache.get(key);
      if (tags === undefined) {
        const files: string[] = [];
        for (const module of modules) closure(module, files);
        tags = files
          .filter((file) => !entryFiles.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
          .join('\n    ');
        cache.set(key, tags);
      }
      return tags;
    },
  };
}
