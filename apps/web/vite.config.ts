import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const REACT_ROUTER_PRODUCTION = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * The app's MUI theme doesn't use CSS theme variables (no `cssVariables`, `colorSchemes`), but
 * MUI's `createTheme` and `ThemeProvider` import their CSS-variables versions statically and pick
 * one at run time, so the build carried that machinery (createThemeWithVars, CssVarsProvider,
 * InitColorSchemeScript…, ~8 kB gzipped) in the initial JavaScript. Those two imports resolve here
 * to a stub instead; the no-variables code paths the app runs are unchanged (MUI's own
 * mui/material-ui#48607 does the same for its default theme). An app file that turns CSS theme
 * variables on stops the build with an explanation rather than failing at run time.
 */
const MUI_CSS_VARS_STUB = '\0mui-css-theme-variables-disabled';
function muiWithoutCssThemeVariables(): Plugin {
  const importer = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  const withVars = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
  const usesCssVars = /\b(cssVariables|colorSchemes|extendTheme|CssVarsProvider)\b/;
  return {
    name: 'mui-without-css-theme-variables',
    enforce: 'pre',
    resolveId(source, from) {
      if (from && withVars.test(source) && importer.test(from)) return MUI_CSS_VARS_STUB;
      return null;
    },
    load(id) {
      if (id !== MUI_CSS_VARS_STUB) return null;
      return [
        'function unsupported() {',
        "  throw new Error('MUI CSS theme variables are disabled in this build (see apps/web/vite.config.ts).');",
        '}',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
    transform(code, id) {
      if (id.startsWith(SRC_DIR) && usesCssVars.test(code)) {
        this.error(
          `${id} uses MUI CSS theme variables, which muiWithoutCssThemeVariables() in apps/web/vite.config.ts leaves out of the build: remove that plugin first.`,
        );
      }
      return null;
    },
  };
}

/**
 * MUI's locales (the theme's `esES`) build their number formatter when the module is evaluated:
 * `new Intl.NumberFormat('es-ES')` loads ICU's number data in the task that evaluates the entry
 * before hydration (≈ 15–70 ms at CPU ×4), for a formatter only the table pagination's label uses.
 * Same function, formatter made on first use.
 */
function muiLazyNumberFormat(): Plugin {
  const target = /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;
  return {
    name: 'mui-lazy-number-format',
    enforce: 'pre',
    load(id) {
      if (!target.test(id)) return null;
      return [
        'const buildFormatNumber = (locale) => {',
        '  let formatter;',
        '  return (value) => {',
        '    if (!Number.isFinite(value)) return String(value);',
        "    if (formatter === undefined) {",
        '      formatter = null;',
        "      try { if (typeof Intl !== 'undefined' && Intl.NumberFormat) formatter = new Intl.NumberFormat(locale); } catch { formatter = null; }",
        '    }',
        '    return formatter ? formatter.format(value) : String(value);',
        '  };',
        '};',
        'export default buildFormatNumber;',
      ].join('\n');
    },
  };
}

/**
 * Emotion's `styled` components (every MUI component) serialise their styles on every render; the
 * build gives `@emotion/styled`'s base `src/styling/serialize-styles-kept.ts` instead of
 * `@emotion/serialize`: the same function, its answer kept per process for plain props
 * (docs/decisions/290-styled-styles-kept.md). Only that importer: `css`, `Global`, `ClassNames` and
 * the module itself keep Emotion's own.
 */
const KEPT_SERIALIZE = fileURLToPath(new URL('./src/styling/serialize-styles-kept.ts', import.meta.url));
function keptEmotionSerialize(): Plugin {
  const importer = /[\\/]@emotion[\\/]styled[\\/]base[\\/]/;
  let used = false;
  return {
    name: 'kept-emotion-serialize',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      if (source !== '@emotion/serialize' || !from || !importer.test(from)) return null;
      used = true;
      return KEPT_SERIALIZE;
    },
    buildEnd(error) {
      if (!error && !used) this.error('kept-emotion-serialize: @emotion/styled/base no longer imports @emotion/serialize; see apps/web/vite.config.ts.');
    },
  };
}

/**
 * Brotli (.br) and gzip (.gz) copies of the built scripts and styles, next to each file: the API
 * serves them to browsers that accept them (@fastify/static preCompressed), so a phone on a slow
 * network downloads ≈ 170 kB instead of ≈ 520 kB before the home page renders, without compressing
 * on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: (config) => config.build?.ssr === undefined || config.build.ssr === false,
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const path = join(dir, file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app's scripts start after the server-rendered page has painted (docs/decisions/130). Vite
 * puts the entry in the head as `<script type="module" src="/assets/index-….js">`: the browser then
 * fetches the ≈ 140 kB (brotli) entry beside the HTML's first paint and its largest image, and a
 * phone on a slow network shares its bandwidth between them. The built index.html gets instead a
 * small classic script (`assets/boot-….js`, the Content-Security-Policy runs no inline script) that
 * adds the entry's `<script type="module">` once the page has loaded (`load`: the HTML, its styles
 * and eager images, the largest one included) and painted: the `fetchpriority="high"` images decoded
 * (a large JPEG is decoded off the main thread and can be painted frames after `load`; at most 1 s),
 * then two frames. Until then the page is the server's
 * HTML, readable and with working links; pages the server does not render (the app shell) wait the
 * same few milliseconds, as their `load` comes at once. `npm run dev` keeps Vite's own script.
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'start-app-after-first-paint',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (!html || html.type !== 'asset' || !entry) this.error('start-app-after-first-paint: index.html or its entry chunk is missing.');
        const source = String(html.source);
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!source.includes(tag)) this.error(`start-app-after-first-paint: index.html has no ${tag}.`);
        const boot = [
          '(function () {',
          '  function start() {',
          "    var script = document.createElement('script');",
          "    script.type = 'module';",
          "    script.crossOrigin = '';",
          `    script.src = ${JSON.stringify(`/${entry.fileName}`)};`,
          '    document.head.appendChild(script);',
          '  }',
          '  // After the frames that paint the loaded page: its largest images decoded (at most 1 s), two frames.',
          '  function afterPaint() {',
          "    var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority=\"high\"]'));",
          '    var decoded = images.map(function (image) {',
          '      return image.decode ? image.decode().catch(function () {}) : null;',
          '    });',
          '    var atMost = new Promise(function (resolve) {',
          '      setTimeout(resolve, 1000);',
          '    });',
          '    Promise.race([Promise.all(decoded), atMost]).then(function () {',
          '      requestAnimationFrame(function () {',
          '        requestAnimationFrame(function () {',
          '          setTimeout(start, 0);',
          '        });',
          '      });',
          '    });',
          '  }',
          "  if (document.readyState === 'complete') afterPaint();",
          "  else addEventListener('load', afterPaint, { once: true });",
          '})();',
          '',
        ].join('\n');
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: boot });
        html.source = source.replace(tag, () => `<script defer src="/${this.getFileName(ref)}"></script>`);
      },
    },
  };
}

/**
 * The server-rendered public pages load no zod when they start (docs/decisions/256, 397): their code
 * takes plain values from `packages/domain`'s `*.rules.ts` and plain modules, and the schemas (with zod's
 * core and locale, ≈ 140 kB, and the time to build them: 25 ms of CPU on a desktop, a 100 ms long task on
 * Lighthouse's phone) load with the forms that use them. A value moved beside a schema undoes that
 * silently, so the build follows each page chunk's static imports and stops, naming the chain, when one
 * reaches a chunk with zod. (Dynamic imports are not followed: a form opened on demand may bring it.)
 */
const PAGES_WITHOUT_ZOD = [
  'features/home/pages/home-page.tsx',
  'features/search/pages/search-page.tsx',
  'features/landings/pages/landing-page.tsx',
  'features/providers/pages/provider-site-page.tsx',
  'features/providers/pages/pricing-page.tsx',
  'features/providers/pages/website-info-page.tsx',
  'features/blog/pages/blog-list-page.tsx',
  'features/blog/pages/blog-post-page.tsx',
  'features/info/pages/about-page.tsx',
  'features/info/pages/terms-page.tsx',
  'features/info/pages/privacy-page.tsx',
  'features/info/pages/content-policy-page.tsx',
  'features/info/pages/faq-page.tsx',
  'app/pages/not-found-page.tsx',
];
function publicPagesWithoutZod(): Plugin {
  const zodModule = /[\\/]node_modules[\\/]zod[\\/]/;
  return {
    name: 'public-pages-without-zod',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      for (const page of PAGES_WITHOUT_ZOD) {
        const id = join(SRC_DIR, page);
        const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
        if (!start) this.error(`public-pages-without-zod: no chunk for ${page} (moved or renamed? update PAGES_WITHOUT_ZOD).`);
        const via = new Map<string, string | null>([[start.fileName, null]]);
        const queue = [start.fileName];
        while (queue.length > 0) {
          const file = queue.shift() as string;
          const chunk = chunks.get(file);
          if (!chunk) continue;
          if (chunk.moduleIds.some((moduleId) => zodModule.test(moduleId))) {
            const chain: string[] = [];
            for (let at: string | null | undefined = file; at; at = via.get(at)) chain.push(at);
            this.error(`public-pages-without-zod: ${page} loads zod when it starts (${chain.reverse().join(' → ')}); take the value it imports out of the schema module (docs/decisions/256).`);
          }
          for (const next of chunk.imports) {
            if (!via.has(next)) {
              via.set(next, file);
              queue.push(next);
            }
          }
        }
      }
    },
  };
}

/**
 * The server render's bundle reads React through namespaces the bundler makes for its CommonJS
 * module (`__toESM(require_react())`, one per importing module, ≈ 370): each export is a getter that
 * calls a bound function, on every `React.createElement`, `useContext`… of every element (≈ 2.5 % of a
 * provider site's render, docs/decisions/310). React's `module.exports` is complete when `require`
 * returns and never changes after, so the server build gives every importer one frozen namespace
 * with the same values as data properties (and `default`, as `__toESM` adds for a CommonJS module).
 * The build stops if the bundler's helper or React's require changes shape.
 */
function reactNamespaceAsValues(): Plugin {
  const use = /__toESM\(require_react\(\)(?:, 1)?\)/g;
  return {
    name: 'react-namespace-as-values',
    apply: (config, env) => env.command === 'build' && Boolean(config.build?.ssr),
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      if (!code.includes('var __toESM = ') || !code.includes('var require_react = ')) {
        this.error('react-namespace-as-values: the server bundle no longer has __toESM or require_react; see apps/web/vite.config.ts.');
      }
      const count = code.match(use)?.length ?? 0;
      if (count === 0) this.error('react-namespace-as-values: no __toESM(require_react()) in the server bundle; see apps/web/vite.config.ts.');
      const helper = [
        '',
        '// react-namespace-as-values (apps/web/vite.config.ts): one namespace of React, its exports as values.',
        'var __reactNamespace;',
        'function __reactAsValues(mod) {',
        '  if (__reactNamespace === undefined) {',
        '    var ns = Object.create(Object.getPrototypeOf(mod));',
        '    for (var key of Object.getOwnPropertyNames(mod)) ns[key] = mod[key];',
        '    ns.default = mod;',
        '    __reactNamespace = Object.freeze(ns);',
        '  }',
        '  return __reactNamespace;',
        '}',
        '',
      ].join('\n');
      return { code: code.replace(use, '__reactAsValues(require_react())') + helper, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), muiWithoutCssThemeVariables(), muiLazyNumberFormat(), keptEmotionSerialize(), reactNamespaceAsValues(), startAppAfterFirstPaint(), publicPagesWithoutZod(), precompressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // Sign-in: start and callback go to the API; the callback's final ?done/?error page is the SPA.
      '^/login/[^/?]+(/callback)?(\\?.*)?$': {
        target: 'http://localhost:3000',
        bypass: (req) => (/[?&](done|error)=/.test(req.url ?? '') ? '/index.html' : undefined),
      },
      '/logout': 'http://localhost:3000',
      '/cdn': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
    },
  },
  // The server render (src/entry-server.tsx, `vite build --ssr` → dist-ssr/entry-server.js): one
  // file with its packages bundled in and React, MUI and React Router in their production builds,
  // whatever NODE_ENV the API process runs with.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  // React Router's package exports only its development build (warnings and checks on every
  // navigation and render); its production build ships beside it. Both builds (the server render and
  // the browser's) use that one (docs/decisions/290: same HTML for every public page,
  // bench/render-html-check.ts); `npm run dev` keeps the development build and its warnings.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: each source module's chunk and its static imports. The server reads
    // it to preload the chunks of the page it rendered (apps/api/src/plugins/route-preload.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No `<link rel="modulepreload">` per dependency of a lazy chunk: Vite's helper appended them one
    // by one (≈ 115 for the provider site) in the task that starts hydration, a single long task of
    // 0.5–2.6 s at CPU ×4 (docs/decisions/130). The browser fetches a chunk's static imports itself.
    modulePreload: false,
    rolldownOptions: {
      // The app's own modules have no side effects on import (their only bare import, the dayjs
      // locale, is a package's): a feature's index.ts re-exporting a component the caller does not
      // use must not pull that component into the caller's chunk (ADR 138).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]apps[\\/]web[\\/]src[\\/](?!main\.tsx)/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, React Router, MUI core, TanStack Query,
            // the shell) in the entry chunk: one gzip stream instead of ~15 chunks. Lazy routes
            // and components keep their own chunks.
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
}));
