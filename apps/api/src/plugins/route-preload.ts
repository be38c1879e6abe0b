// The page's own chunk on the critical path (docs/decisions/120-server-rendering.md, "Code on the
// critical path"): the web build's manifest (apps/web/dist/.vite/manifest.json, `build.manifest`)
// maps each source module to its chunk. The render names the page modules of the routes it matched
// (apps/web/src/app/route-modules.ts); the head gets a `<link rel="modulepreload">` for each of
// their chunks that the entry does not already load, so the browser fetches the page's code beside
// the entry instead of after the entry has run. Only the page's own chunk: preloading its static
// imports too (≈ 10–70 more chunks, 150–370 kB) took the bandwidth of the first paint and the LCP
// image on Lighthouse's slow 4G (FCP 0.76 → 2.2 s on `/`); the imports still load as before, when
// the entry's `import()` of the page runs. Figures and what is still to measure: bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './seo-head';

/** One entry of Vite's manifest (only what preloading reads). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

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
  /** The chunk files of a manifest key and everything it imports statically. */
  function closure(key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into, seen);
    return into;
  }
  // The entry's chunks: index.html already loads (and preloads) them.
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryFiles);
  const cache = new Map<string, string>();
  return {
    tagsFor(modules) {
      const key = modules.join('\n');
      let tags = cache.get(key);
      if (tags === undefined) {
        const files = new Set<string>();
        for (const module of modules) {
          const file = manifest[module]?.file;
          if (file && !entryFiles.has(file)) files.add(file);
        }
        tags = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('\n    ');
        cache.set(key, tags);
      }
      return tags;
    },
  };
}
