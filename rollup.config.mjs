// Two builds. The ESM build makes one shared runtime chunk (preact/compat + core + libraries)
// and one chunk per widget, hashed. The loader build runs after it and has the manifest of those
// hashed names inlined, so a partner page pays no extra round trip to find its widgets.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { transformSync } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
// VITRINA_OUT lets `npm run build` write into a scratch folder and swap it in at once.
const out = resolve(process.env.VITRINA_OUT ?? resolve(root, 'dist'), 'sdk');
const dev = process.env.VITRINA_DEV === '1';
const version = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version;

/** Widgets a partner can embed; each becomes `vitrina-<name>` and its own chunk. */
export const widgets = JSON.parse(readFileSync(resolve(root, 'src/widgets/registry.json'), 'utf8'));

const compat = resolve(root, 'node_modules/preact/compat/dist/compat.mjs');
const aliases = alias({
  entries: [
    { find: /^react-dom\/client$/, replacement: resolve(root, 'node_modules/preact/compat/client.mjs') },
    { find: /^react\/jsx-runtime$/, replacement: resolve(root, 'node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react(-dom)?$/, replacement: compat },
  ],
});

/** `import css from './x.css?inline'`: the minified text, adopted later as a constructable sheet. */
function inlineCss() {
  return {
    name: 'inline-css',
    resolveId(id, importer) {
      if (!id.endsWith('.css?inline')) return null;
      return resolve(dirname(importer), id.slice(0, -'?inline'.length)) + '?inline';
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'css', minify: true });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

const defines = replace({
  preventAssignment: true,
  values: {
    __DEV__: JSON.stringify(dev),
    __VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  },
});

const ts = esbuild({
  target: 'es2020',
  jsx: 'automatic',
  jsxImportSource: 'react',
  tsconfig: resolve(root, 'tsconfig.json'),
  minify: false,
});

const minify = terser({
  ecma: 2020,
  module: true,
  compress: { passes: 2, pure_getters: true, unsafe_arrows: true },
  // Preact's internal fields (_children, __k…) are already mangled in its dist; ours are plain.
  mangle: true,
  format: { comments: false },
});

/**
 * A dictionary module's scope and locale: `src/widgets/search/i18n/es_MX.ts` → search;
 * `src/core/i18n/…` → core; `src/core/stores/i18n/…` → core-stores; `src/storefront/i18n/…` →
 * storefront; `src/storefront/pages/account/i18n/…` → storefront-account;
 * `src/widgets/member-centre/pages/asks/i18n/…` → member-centre-asks (a page group's own strings).
 */
function dictionaryOf(id) {
  const m = id.match(
    /\/src\/(widgets\/[^/]+(?:\/pages\/[^/]+)?|core(?:\/[^/]+)?|storefront(?:\/pages\/[^/]+)?)\/i18n\/([a-z]{2}_[A-Z]{2})\.ts$/,
  );
  return m ? { scope: m[1].replace(/^widgets\//, '').replace(/\/(?:pages\/)?/, '-'), locale: m[2] } : undefined;
}

/** Dictionary chunks read as what they are: `i18n-search-es_MX-<hash>.js`. */
function i18nName(chunk) {
  const id = chunk.facadeModuleId || chunk.moduleIds[0] || '';
  const dict = dictionaryOf(id);
  return dict ? `i18n-${dict.scope}-${dict.locale}-[hash:7].js` : undefined;
}

const runtimeEntry = resolve(root, 'src/core/runtime/index.ts');
/**
 * The widgets the storefront's shell loads on every page (its header: search, mini cart). A
 * storefront page may take a part of theirs from their own chunk at no cost, since it is loaded anyway.
 */
const shellWidgets = [
  ...readFileSync(resolve(root, 'src/storefront/index.ts'), 'utf8').matchAll(/import\('\.\.\/widgets\/([^/]+)\/index'\)/g),
].map((m) => m[1]);
const widgetEntries = new Set(widgets.map((w) => resolve(root, `src/widgets/${w}/index.ts`)));
/**
 * Widgets that came after the runtime's byte budget was spent (issue 11's forms): a module they
 * share with the storefront or with another widget stays out of the runtime, which every partner
 * page downloads; rollup puts it in a chunk of its own that only the pages that use it load.
 */
const standaloneWidgets = ['purchase-form', 'distributor-dialog', 'cart', 'header', 'login', 'checkout', 'member-centre'];
const standaloneEntries = new Set(standaloneWidgets.map((w) => resolve(root, `src/widgets/${w}/index.ts`)));
const storefrontEntry = resolve(root, 'src/storefront/index.ts');

/**
 * The shared runtime chunk holds the core and library modules that the runtime entry needs, or
 * that a widget shares with another widget or with the storefront (else rollup would split them
 * into small extra chunks a partner page waits for). A module only one widget uses travels in that
 * widget's chunk (the autocomplete machine rides with search), and core modules only the full
 * storefront uses stay out of the runtime, so a partner page never downloads them.
 */
function runtimeChunks() {
  const memo = new Map();
  // The embed entries (runtime, widgets) that reach a module through static imports.
  const reachers = (id, getModuleInfo) => {
    if (memo.has(id)) return memo.get(id);
    const found = new Set();
    memo.set(id, found); // cycles: what is found so far
    if (id === runtimeEntry || id === storefrontEntry || widgetEntries.has(id)) found.add(id);
    for (const importer of getModuleInfo(id)?.importers ?? []) {
      for (const entry of reachers(importer, getModuleInfo)) found.add(entry);
    }
    return found;
  };
  return (id, { getModuleInfo }) => {
    if (id.includes('/i18n/')) return undefined;
    // A shell widget's modules that its entry imports ride in the widget's own chunk, even when a
    // storefront page imports them too (the cart page's line is the mini cart's): the storefront has
    // loaded that chunk already, and a partner page then waits for no small shared chunk. (Another
    // widget's chunk, the product detail's, is not on every storefront page: rollup places those.)
    const widget = id.match(/\/src\/widgets\/([^/]+)\//)?.[1];
    if (widget) {
      const inOwnChunk = shellWidgets.includes(widget) && reachers(id, getModuleInfo).has(resolve(root, `src/widgets/${widget}/index.ts`));
      return inOwnChunk ? `w-${widget}` : undefined;
    }
    if (!id.includes('/node_modules/') && !id.includes('/src/core/')) return undefined;
    // Reached only through a dynamic import (the toast region): its own small chunk, loaded late.
    if (!getModuleInfo(id)?.importers.length) return undefined;
    // What only the standalone widgets share is not the runtime's: they reach it through rollup's chunks.
    const all = reachers(id, getModuleInfo);
    const by = new Set([...all].filter((e) => !standaloneEntries.has(e)));
    const embedded = [...by].filter((e) => e !== storefrontEntry);
    // A part one shell widget shares with standalone widgets alone (the cart line: mini cart and
    // cart) rides in the shell widget's chunk: a page with only the mini cart waits for no small
    // chunk, and the cart (which a page shows beside a mini cart) takes it from there.
    const shell = shellWidgets.find((w) => embedded.length === 1 && embedded[0] === resolve(root, `src/widgets/${w}/index.ts`));
    if (shell && by.size === 1 && all.size > 1) return `w-${shell}`;
    if (by.has(runtimeEntry) || embedded.length > 1 || (embedded.length === 1 && by.size > 1)) return 'runtime';
    return undefined; // one widget's own helper (or storefront-only code): rollup places it
  };
}

/** Writes dist/sdk/manifest.json: widget name → chunk file, plus the runtime chunk. */
function manifest() {
  return {
    name: 'vitrina-manifest',
    generateBundle(_options, bundle) {
      const files = { widgets: {}, runtime: '', api: '', i18n: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry && chunk.name.startsWith('w-')) files.widgets[chunk.name.slice(2)] = chunk.fileName;
        if (chunk.isEntry && chunk.name === 'storefront') files.storefront = chunk.fileName;
        if (chunk.isEntry && chunk.name === 'api') files.api = chunk.fileName;
        // Dictionaries of core and each widget, so the loader can fetch them beside the widget.
        // (only core's own and the widgets': the loader fetches those beside a widget)
        const dict = dictionaryOf(chunk.facadeModuleId || '');
        if (dict && (dict.scope === 'core' || widgets.includes(dict.scope))) (files.i18n[dict.scope] ||= {})[dict.locale] = chunk.fileName;
        if (!chunk.isEntry && chunk.name === 'runtime') files.runtime = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(files) });
    },
  };
}

const esmInputs = Object.fromEntries([
  // Commands that arrive before any widget (setLocale, configure) import the runtime through this.
  ['api', resolve(root, 'src/core/runtime/index.ts')],
  ['storefront', resolve(root, 'src/storefront/index.ts')],
]);

/**
 * The widget entries, emitted so a shell widget's may export more than its module does: a storefront
 * page imports its part (the mini cart's line) from the widget's own chunk, which then exports it
 * too, instead of the chunk becoming a facade over a second file a partner page would wait for.
 */
function widgetInputs() {
  return {
    name: 'vitrina-widget-inputs',
    buildStart() {
      for (const w of widgets) {
        this.emitFile({
          type: 'chunk',
          id: resolve(root, `src/widgets/${w}/index.ts`),
          name: `w-${w}`,
          preserveSignature: shellWidgets.includes(w) ? 'allow-extension' : 'exports-only',
        });
      }
    },
  };
}

const esm = {
  input: esmInputs,
  preserveEntrySignatures: 'exports-only',
  plugins: [
    widgetInputs(),
    aliases,
    inlineCss(),
    defines,
    nodeResolve({ exportConditions: ['browser'], mainFields: ['module', 'main'], extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
    ts,
    !dev && minify,
  ],
  output: {
    dir: out,
    format: 'es',
    // 7 hash characters, the fewest rollup allows for this many chunks: the loader inlines every
    // widget's and dictionary's hash, and each character less is about a byte less of it.
    entryFileNames: '[name]-[hash:7].js',
    // (a widget's entry chunk, being also a manual chunk (runtimeChunks), is named here: w-<name>)
    chunkFileNames: (c) =>
      c.name === 'runtime' ? 'runtime-[hash:7].js' : c.isEntry ? '[name]-[hash:7].js' : (i18nName(c) ?? 'c-[name]-[hash:7].js'),
    manualChunks: runtimeChunks(),
    plugins: [manifest()],
  },
  onwarn(warning, warn) {
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

const LOCALE_ORDER = ['es_MX', 'en_US', 'zh_CN'];

/**
 * Inlines the manifest written by the ESM build into the loader, as hashes only: every chunk's name
 * is its kind, its widget or dictionary, and a 7-character hash, so the loader rebuilds the names
 * the manifest.json lists. Each widget adds four names; as whole names they cost the 1.5 KB loader
 * some 35 bytes a widget, as hashes about half.
 */
function loaderManifest() {
  const hashOf = (file, prefix) => {
    const m = file.match(/^(.+)-([\w-]{7})\.js$/);
    if (!m || m[1] !== prefix) throw new Error(`loader manifest: ${file} is not ${prefix}-<hash>.js`);
    return m[2];
  };
  const each = (table, fn) => JSON.stringify(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, fn(k, v)])));
  return {
    name: 'loader-manifest',
    transform(_code, id) {
      if (!id.endsWith('/src/loader/manifest.ts')) return null;
      const m = JSON.parse(readFileSync(resolve(out, 'manifest.json'), 'utf8'));
      const widgets = each(m.widgets, (name, file) => hashOf(file, `w-${name}`));
      // The loader fetches strings beside the chunk only for core and the shell's widgets (search and
      // mini cart, on nearly every partner page, whose boot DESIGN.md times): every other widget's
      // chunk asks for its own when it mounts (runtime/mount), one round trip later, and costs the
      // loader some 25 bytes less each.
      const prefetched = Object.fromEntries(Object.entries(m.i18n).filter(([scope]) => scope === 'core' || shellWidgets.includes(scope)));
      const i18n = each(prefetched, (scope, files) => LOCALE_ORDER.map((l) => hashOf(files[l] ?? '', `i18n-${scope}-${l}`)).join(''));
      return `const f = (p, h) => p + '-' + h + '.js';
const each = (o, fn) => { const r = {}; for (const k in o) r[k] = fn(k, o[k]); return r; };
export const manifest = {
  runtime: f('runtime', ${JSON.stringify(hashOf(m.runtime, 'runtime'))}),
  api: f('api', ${JSON.stringify(hashOf(m.api, 'api'))}),
  widgets: each(${widgets}, (k, h) => f('w-' + k, h)),
  i18n: each(${i18n}, (k, h) => each(${JSON.stringify(Object.fromEntries(LOCALE_ORDER.map((l, i) => [l, i])))}, (l, i) => f('i18n-' + k + '-' + l, h.substr(i * 7, 7)))),
};`;
    },
  };
}

const loader = {
  input: resolve(root, 'src/loader/index.ts'),
  plugins: [
    loaderManifest(),
    defines,
    nodeResolve({ extensions: ['.ts'] }),
    ts,
    terser({
      ecma: 2020,
      compress: { passes: 3, unsafe: true, unsafe_arrows: true, pure_getters: true },
      mangle: { toplevel: true },
      format: { comments: false },
    }),
  ],
  output: { file: resolve(out, 'loader.js'), format: 'iife', strict: false },
};

export default [esm, loader];
