// @vitest-environment node
import type { EmotionCache } from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { extractCriticalStyles, keptStyleSets } from './emotion-critical';

/** What the server render's cache holds after a render: registered class rules and global styles. */
function cacheWith(rules: Record<string, string>, globals: Record<string, string>, key = 'css'): EmotionCache {
  const registered: Record<string, string> = {};
  for (const id of Object.keys(rules)) registered[`${key}-${id}`] = 'color:red;';
  return { key, inserted: { ...globals, ...rules }, registered } as unknown as EmotionCache;
}

const RULES = { a1b2: '.css-a1b2{color:red;}', c3d4: '.css-c3d4{margin:0;}', e5f6: '.css-e5f6{content:"ñ…";}' };
const GLOBALS = { g7h8: 'body{margin:0;}' };

describe('extractCriticalStyles', () => {
  it('writes the global tags, then the rules of the classes the HTML uses, as UTF-8 bytes', () => {
    const html = Buffer.from('<div class="css-a1b2 extra">Señor…</div><p class="css-e5f6">¿Qué?</p>', 'utf8');
    const styles = extractCriticalStyles(cacheWith(RULES, GLOBALS), html);
    expect(styles.toString('utf8')).toBe(
      '<style data-emotion="css-global g7h8" data-s="">body{margin:0;}</style>' +
        '<style data-emotion="css a1b2 e5f6"></style><style>.css-a1b2{color:red;}.css-e5f6{content:"ñ…";}</style>',
    );
  });

  it('finds the same classes in the bytes as in the decoded text, next to multi-byte characters', () => {
    const text = '<b class="ñcss-c3d4">…</b><i class="css-a1b2é">x</i>';
    const fromText = extractCriticalStyles(cacheWith(RULES, {}), text).toString('utf8');
    const fromBytes = extractCriticalStyles(cacheWith(RULES, {}), Buffer.from(text, 'utf8')).toString('utf8');
    expect(fromBytes).toBe(fromText);
    expect(fromBytes).toContain('"css a1b2 c3d4"');
  });

  it('reuses the bytes of an earlier render with the same rules, and makes new ones for another set', () => {
    const html = Buffer.from('<div class="css-c3d4"></div>', 'utf8');
    const first = extractCriticalStyles(cacheWith(RULES, GLOBALS), html);
    const again = extractCriticalStyles(cacheWith(RULES, GLOBALS), html);
    expect(again).toBe(first);
    const other = extractCriticalStyles(cacheWith(RULES, GLOBALS), Buffer.from('<div class="css-a1b2"></div>', 'utf8'));
    expect(other).not.toBe(first);
    expect(other.toString('utf8')).toContain('.css-a1b2{color:red;}');
    expect(other.toString('utf8')).not.toContain('.css-c3d4');
    const withoutGlobals = extractCriticalStyles(cacheWith(RULES, {}), html);
    expect(withoutGlobals.toString('utf8')).not.toContain('css-global');
  });

  it('never gives a class the bytes of a rule it no longer has', () => {
    const html = Buffer.from('<div class="css-a1b2"></div>', 'utf8');
    const before = extractCriticalStyles(cacheWith(RULES, GLOBALS), html);
    const changed = extractCriticalStyles(cacheWith({ ...RULES, a1b2: '.css-a1b2{color:blue;}' }, GLOBALS), html);
    expect(changed).not.toBe(before);
    expect(changed.toString('utf8')).toContain('.css-a1b2{color:blue;}');
    const global = extractCriticalStyles(cacheWith(RULES, { g7h8: 'body{margin:8px;}' }), html);
    expect(global.toString('utf8')).toContain('body{margin:8px;}');
  });

  it('keeps a bounded number of sets', () => {
    for (let i = 0; i < 200; i++) {
      const rules = { [`r${i}`]: `.css-r${i}{order:${i};}` };
      extractCriticalStyles(cacheWith(rules, {}), Buffer.from(`<i class="css-r${i}"></i>`, 'utf8'));
    }
    expect(keptStyleSets()).toBeGreaterThan(0);
    expect(keptStyleSets()).toBeLessThanOrEqual(64);
  });
});
