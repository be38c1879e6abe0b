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
 */
import type { EmotionCache } from '@emotion/cache';

export function extractCriticalStyles(cache: EmotionCache, html: string): string {
  const seen = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) seen.add(match[1] ?? '');
  const tags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered) {
      if (!seen.has(id)) continue;
      ids.push(id);
      css += rule;
    } else {
      tags.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${rule}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}"></style><style>${css}</style>`);
  return tags.join('');
}
