// The page's bytes from the template, the head tags and a render's parts (docs/decisions/337): the
// same page, byte for byte, as the head injected into the template and the parts joined as text.
import { describe, expect, it } from 'vitest';
import { fillPage } from './web';
import { injectHead } from './seo-head';

const PARTS = {
  styles: Buffer.from('<style data-emotion="css a1"></style><style>.css-a1{content:"…";}</style>', 'utf8'),
  html: Buffer.from('<main class="css-a1"><h1>Orquesta “Tropical” — ¿Qué?</h1></main>', 'utf8'),
  state: '<script type="application/json" id="eventos-ssr-state">{"q":"fotógrafo"}</script>',
};
const HEAD = '<title>Señor Ñandú · Eventos Perú</title>\n    <meta name="description" content="Música en vivo">';

/** The page as text: the head injected, the noscript notice out, styles before </head>, the app in #root. */
function asText(template: string, head: string, parts: { styles: string; html: string; state: string }): string {
  const page = injectHead(template, head).replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = page.search(/<\/head>/i);
  const withStyles = headEnd >= 0 ? `${page.slice(0, headEnd)}${parts.styles}${page.slice(headEnd)}` : page;
  return withStyles.replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>${parts.state}`);
}

const TEXT_PARTS = { styles: PARTS.styles.toString('utf8'), html: PARTS.html.toString('utf8'), state: PARTS.state };

describe('fillPage', () => {
  it('puts the head tags at the marker, the styles before </head> and the render in #root', () => {
    const template = `<!doctype html><html lang="es"><head><meta charset="UTF-8" />\n    <!--app-head-->\n  </head><body><noscript>Activa JavaScript</noscript>\n<div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
    const page = fillPage(template, HEAD, PARTS);
    expect(page.toString('utf8')).toBe(asText(template, HEAD, TEXT_PARTS));
    expect(page.toString('utf8')).not.toContain('noscript');
    expect(page.toString('utf8')).toContain('<title>Señor Ñandú · Eventos Perú</title>');
  });

  it("replaces the template's own title and description when it has no marker", () => {
    const template = `<!doctype html><html><head><title>Eventos</title>\n<meta name="description" content="x">\n</head><body><div id="root"></div></body></html>`;
    const page = fillPage(template, HEAD, PARTS).toString('utf8');
    expect(page).toBe(asText(template, HEAD, TEXT_PARTS));
    expect(page).not.toContain('<title>Eventos</title>');
  });

  it('leaves out what the template has no place for', () => {
    const noRoot = '<html><head><!--app-head--></head><body><p>sin raíz</p></body></html>';
    expect(fillPage(noRoot, HEAD, PARTS).toString('utf8')).toBe(`<html><head>${HEAD}${TEXT_PARTS.styles}</head><body><p>sin raíz</p></body></html>`);
    const noHead = '<p>sin cabecera</p><div id="root"></div>';
    expect(fillPage(noHead, HEAD, PARTS).toString('utf8')).toBe(`<p>sin cabecera</p><div id="root">${TEXT_PARTS.html}</div>${PARTS.state}`);
  });

  it('cuts a new template when the template changes (development renders from the sources)', () => {
    const first = '<html><head><!--app-head--></head><body><div id="root"></div></body></html>';
    const second = '<html><head><script type="module" src="/@vite/client"></script><!--app-head--></head><body><div id="root"></div></body></html>';
    expect(fillPage(first, HEAD, PARTS).toString('utf8')).toBe(asText(first, HEAD, TEXT_PARTS));
    expect(fillPage(second, HEAD, PARTS).toString('utf8')).toBe(asText(second, HEAD, TEXT_PARTS));
    expect(fillPage(first, 'x', PARTS).toString('utf8')).toBe(asText(first, 'x', TEXT_PARTS));
  });
});
