import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';

/**
 * The Emotion cache of the app, on the server (one per render) and in the browser (one per page load),
 * with vendor prefixes only where a browser we serve still needs one (docs/decisions/331).
 *
 * Emotion's default stylis plugin writes every prefix of 2014 (`display:-webkit-box;display:-webkit-flex;
 * display:-ms-flexbox;display:flex`, `-webkit-transition`, `-ms-flex-align`, `@-webkit-keyframes`…):
 * ≈ 29 % of a provider site's critical CSS. The browsers of our customers (Chrome and Samsung Internet
 * on Android, Safari on iOS 15 and later, desktop Chrome, Edge, Firefox and Safari) take those
 * properties unprefixed; what some of them still need prefixed (Safari above all) is kept:
 * `user-select`, `backdrop-filter`, `appearance`, `hyphens`, `text-size-adjust`, `mask*`,
 * `background-clip` (`text`), `box-decoration-break`, `backface-visibility`, `text-decoration`
 * (its shorthand with a style or colour), `print-color-adjust`.
 */
const KEEP_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'appearance',
  'hyphens',
  'text-size-adjust',
  'background-clip',
  'box-decoration-break',
  'backface-visibility',
  'text-decoration',
  'print-color-adjust',
]);

/** stylis' element type of a declaration (`import { DECLARATION } from 'stylis'`). */
const DECLARATION = 'decl';

/**
 * A stylis plugin: a declaration of KEEP_PREFIXED (or `mask…`) gets its `-webkit-` twin before it,
 * `color-adjust` gets `-webkit-print-color-adjust` before it, as Emotion's does; anything
 * else is written as authored. (A declaration's `props` is its property name, its `value` the whole
 * `property:value;`, its `return` what stylis writes instead of `value` when set.)
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== DECLARATION || element.length < 0 || element.return) return;
  const property = element.props;
  if (typeof property !== 'string') return;
  if (property === 'color-adjust') {
    element.return = `-webkit-print-${element.value}${element.value}`;
  } else if (KEEP_PREFIXED.has(property) || property.startsWith('mask')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: Emotion keeps the server's compiled rules per process by the identity of
 * `stylisPlugins` (a new array per render would compile every rule again on every render).
 */
const STYLIS_PLUGINS: StylisPlugin[] = [modernPrefixer];

export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}
