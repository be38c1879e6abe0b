// The page assembly of the API before docs/decisions/337 (apps/api/src/plugins/web.ts at session 12's
// end), for bench/render-ab.ts --page: a build whose render returns its markup as text is assembled
// the way the API did it then (the head injected into the template, the template cut, the parts
// joined as text, the page encoded to UTF-8), so two builds are compared with their own page assembly.
import { injectHead } from '../../apps/api/src/plugins/seo-head';

const ROOT_MARKER = '<div id="root"></div>';
let cut: { template: string; slots: { beforeStyles: string; beforeRoot: string; afterRoot: string; hasHead: boolean; hasRoot: boolean } } | null = null;

function slotsOf(template: string) {
  if (cut?.template === template) return cut.slots;
  const page = template.replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = page.search(/<\/head>/i);
  const root = page.indexOf(ROOT_MARKER);
  const hasHead = headEnd >= 0;
  const hasRoot = root >= 0 && (!hasHead || root > headEnd);
  const split = hasHead ? headEnd : page.length;
  const slots = hasRoot
    ? { beforeStyles: page.slice(0, split), beforeRoot: page.slice(split, root), afterRoot: page.slice(root + ROOT_MARKER.length), hasHead, hasRoot }
    : { beforeStyles: page.slice(0, split), beforeRoot: page.slice(split), afterRoot: '', hasHead, hasRoot };
  cut = { template, slots };
  return slots;
}

export function legacyPage(template: string, headHtml: string, parts: { styles: string; html: string; state: string }): Buffer {
  const slots = slotsOf(injectHead(template, headHtml));
  const html = [
    slots.beforeStyles,
    slots.hasHead ? parts.styles : '',
    slots.beforeRoot,
    slots.hasRoot ? `<div id="root">${parts.html}</div>${parts.state}` : '',
    slots.afterRoot,
  ].join('');
  return Buffer.from(html, 'utf8');
}
