/**
 * The critical CSS of a server-rendered page: the Emotion rules whose class names appear in the
 * HTML, plus the global styles (CssBaseline, GlobalStyles), as `<style data-emotion="css …">` tags
 * that the browser's Emotion cache (key 'css') adopts on start instead of inserting them again.
 * The same logic as @emotion/server's extractCriticalToChunks + constructStyleTagsFromChunks, with
 * one difference: the rules go in a plain `<style>` and the `data-emotion` tag that lists their ids
 * is empty. The browser's Emotion cache moves the tags it adopts to the end of `<head>` (remove and
 * insert: Chromium drops and recreates the style sheet, then restyles the page), once when
 * `@emotion/react` is evaluated and again when its cache hydrates; moving an empty tag costs nothing,
 * and the page's rules stay where they are (docs/decisions/258). The global tags, which Emotion's
 * `<Global>` adopts by name, keep their rules and carry `data-s` so that only the adoption moves them.
 *
 * The tags are returned as UTF-8 bytes, kept per set of rules (docs/decisions/337): the same globals
 * and the same used ids, in the same order and with the same rule texts, make the same tags byte for
 * byte. A render finds its set as before (the class names in its HTML, the rules its cache inserted)
 * and reuses the bytes of an earlier render with the same set instead of joining ≈ 70 kB of rules and
 * encoding them again. The texts are compared too (Emotion's ids are hashes of the styles, and the
 * compiled rules are the same strings per process, so this is mostly a pointer comparison): a
 * class name whose rule changed between renders never gets the old bytes.
 */
import type { EmotionCache } from '@emotion/cache';

/** Sets of rules kept as bytes: a page type has one or two (layout guess), a site's sections a few. */
const KEPT_MAX = 64;
const kept = new Map<string, { rules: string[]; bytes: Buffer }>();

function sameRules(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** How many sets are kept (tests). */
export function keptStyleSets(): number {
  return kept.size;
}

/**
 * The critical style tags of `html` (the render's UTF-8 bytes, or its text). The returned bytes may be
 * shared with other renders: copy them, never write into them.
 */
export function extractCriticalStyles(cache: EmotionCache, html: Uint8Array | string): Buffer {
  // Class names are ASCII: read as Latin-1, a multi-byte character is bytes ≥ 0x80 that no name
  // contains, so the names found are those of the decoded text, without decoding it.
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1');
  const seen = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) seen.add(match[1] ?? '');
  const globals: string[] = [];
  const ids: string[] = [];
  // The globals' rules first, then the used classes' rules: what the tags are made of.
  const globalRules: string[] = [];
  const classRules: string[] = [];
  for (const [id, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      if (!seen.has(id)) continue;
      ids.push(id);
      classRules.push(rule);
    } else {
      globals.push(id);
      globalRules.push(rule);
    }
  }
  const rules = globalRules.concat(classRules);
  const key = `${cache.key}\n${globals.join(' ')}\n${ids.join(' ')}`;
  const known = kept.get(key);
  if (known && sameRules(known.rules, rules)) return known.bytes;
  let tags = '';
  for (let i = 0; i < globals.length; i++) tags += `<style data-emotion="${cache.key}-global ${globals[i]}" data-s="">${globalRules[i]}</style>`;
  tags += `<style data-emotion="${cache.key} ${ids.join(' ')}"></style><style>${classRules.join('')}</style>`;
  const bytes = Buffer.from(tags, 'utf8');
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, { rules, bytes });
  return bytes;
}
