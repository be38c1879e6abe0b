/**
 * The critical CSS of a server-rendered page: the Emotion rules whose class names appear in the
 * HTML, plus the global styles (CssBaseline, GlobalStyles), as `<style data-emotion="css …">` tags
 * that the browser's Emotion cache (key 'css') adopts on start instead of inserting them again.
 * The same logic as @emotion/server's extractCriticalToChunks + constructStyleTagsFromChunks.
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
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rule}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`);
  return tags.join('');
}
