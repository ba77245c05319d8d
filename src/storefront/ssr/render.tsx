// The storefront's first screen drawn on the server (issue 18 §4), by the components the client
// runs: the app (layout, page) inside the storefront element's declarative shadow root, and each
// widget the page embeds inside its own. Built apart (scripts/ssr-build.mjs → dist/ssr/render.mjs,
// react → preact/compat) and loaded by the server at run time (server/src/web/page-body.ts), the
// way it reads the built HTML: the server imports no component. The data a drawn widget was given
// goes back with the page (`seed`), so the client hydrates it without asking the API again.
import { atom } from 'nanostores';
import { options, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { GoodsDetail } from '../../core/api/goods';
import { fetchGoodsDetail } from '../../core/api/goods';
import { ApiError } from '../../core/errors';
import { coreStrings } from '../../core/i18n';
import { $locale, loadStrings } from '../../core/locale';
import { Root } from '../../core/runtime/root';
import type { Props, WidgetDef } from '../../core/runtime/widget';
import type { DrawnHost } from '../../core/ui/host';
import { uiStrings } from '../../core/ui/i18n';
import { App } from '../app';
import { storefrontStrings } from '../i18n';
import type { LazyPage } from '../lib/lazy-page';
import type { Navigation } from '../navigation';
import { goodsIdOf } from '../pages/catalogue/goods-detail';
import { createMatcher } from '../router/match';
import { parseQuery } from '../router/query';
import { routes, type RouteName } from '../routes';
import { storefrontCss } from '../sheets';
import { CATEGORIES_KEY, type Drawing, PAGE_SEED, setDrawing } from '../drawing';
import { fetchCategories } from '../../core/api/chrome';
import { categories } from '../../core/stores/chrome';
import browseCss from '../pages/catalogue/browse.css?inline';
import type { PageProps } from '../types';
import { viewFor } from '../views';
import base from '../../core/ui/base.css?inline';
import { setLocation } from './globals';
import { DRAWN_ATTRIBUTE } from '../hydrate-widget';
import type { RenderRequest, Rendered } from '../../core/contract/first-screen';
import { scope } from './http';
import { widgetLoader } from './widget-element';

/** The widgets a drawn page embeds, drawn into their own shadow roots (a route's data is theirs). */
const DRAWN_WIDGETS = ['product-detail'] as const;

const match = createMatcher(routes);

/** What a route's first screen needs before it is drawn, as widget tag → its data; undefined: not drawn. */
type Loader = (url: Pick<PageProps, 'params' | 'location'>) => Promise<Record<string, unknown> | undefined>;

/** Pages drawn on the server whose data is their own (lib/use-drawn.ts), not a widget's. */
const pageData: Loader = () => Promise.resolve({});

/** The sheets a page adopts beside the storefront's own (sheets()), linked in its drawing. */
const pageSheets: Partial<Record<RouteName, string[]>> = { home: ['browse'], goods: ['browse'], shopDetail: ['browse'] };

const loaders: Partial<Record<RouteName, Loader>> = {
  home: pageData,
  goods: pageData,
  shopDetail: pageData,
  goodsDetail: async (url) => {
    const id = goodsIdOf(url);
    if (!id) return undefined;
    const goods: GoodsDetail | undefined = await fetchGoodsDetail(id).catch((error: unknown) => {
      // a missing or delisted goods: the server's own 404/410 page, drawn by the client
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return undefined;
      throw error;
    });
    return goods && { 'vitrina-product-detail': goods };
  },
};

/** The CSS text of each shadow root the server may draw: what the page links (scripts/ssr-build.mjs). */
export async function sheets(): Promise<Record<string, string>> {
  // the browse pages' own sheet apart (home, listings, shops adopt it when they mount: lib/use-sheet)
  const out: Record<string, string> = { storefront: base + storefrontCss, browse: browseCss };
  for (const name of DRAWN_WIDGETS) out[name] = base + (await widgetDef(`vitrina-${name}`)).css;
  return out;
}

const defs = new Map<string, WidgetDef>();
async function widgetDef(tag: string): Promise<WidgetDef> {
  let def = defs.get(tag);
  if (!def) {
    const load = widgetLoader(tag);
    if (!load) throw new Error(`server-side render: no widget ${tag}`);
    def = (await load()).default;
    defs.set(tag, def);
  }
  return def;
}

/** The render under way (renders are synchronous: one at a time). */
let under: { styles: Record<string, string>; seed: Rendered['seed']; defs: Map<string, WidgetDef> } | undefined;

const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** A drawn widget's element gets its shadow root as a declarative one, its component inside. */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const def = under && typeof vnode.type === 'string' ? under.defs.get(vnode.type) : undefined;
  if (under && def) {
    const attrs = vnode.props as Record<string, unknown>;
    const props: Props = {};
    for (const [k, v] of Object.entries(attrs)) if (typeof v === 'string') props[kebabToCamel(k)] = v;
    // The host as the widget sees it: the data it is drawn with (core/ui/host.ts); events it sends
    // go nowhere on the server (effects do not run there).
    const host: DrawnHost<unknown> = Object.assign(new EventTarget() as HTMLElement, { drawn: under.seed[vnode.type as string] });
    attrs[DRAWN_ATTRIBUTE] = '';
    attrs.children = (
      <template {...{ shadowrootmode: 'open' }}>
        <link rel="stylesheet" href={under.styles[def.name]} />
        <Root def={def} host={host} props={props} />
      </template>
    );
  }
  previous?.(vnode);
};

/** How many times a page is drawn at most while it still asks for data (a call that needs another's answer). */
const PASSES = 3;

export async function renderPage(request: RenderRequest): Promise<Rendered | undefined> {
  const found = match(request.path);
  const load = found && loaders[found.route.name];
  if (!found || !load) return undefined;
  // `lang` is the page's locale, which the client takes off the address before it hydrates (url-locale.ts)
  const params = new URLSearchParams(request.search);
  params.delete('lang');
  const search = params.size > 0 ? `?${params}` : '';
  const query = parseQuery(search);
  const location = { pathname: request.path, search, hash: '', query, href: request.path + search, action: 'load' as const };
  return scope.run({ locale: request.locale, fetch: request.fetch }, async () => {
    const page = viewFor(found.route.name) as LazyPage;
    const [seed] = await Promise.all([
      load({ params: found.params, location }),
      page.preload(request.locale),
      ...[coreStrings, storefrontStrings, uiStrings].map((s) => loadStrings(s, request.locale)),
    ]);
    if (!seed) return undefined;
    const used = new Map<string, WidgetDef>();
    for (const tag of Object.keys(seed)) {
      const def = await widgetDef(tag);
      if (def.strings) await loadStrings(def.strings, request.locale);
      used.set(tag, def);
    }
    const nav: Navigation = {
      $view: atom({ status: 'ready', route: found.route, params: found.params, location }),
      $busy: atom(false),
      revalidate() {},
      stop() {},
    };
    // The page's own data (lib/use-drawn.ts): drawn, what it asked for loaded, drawn again with it.
    // The category tree first: the chrome's store, which pages read as it is (home's tiles, a listing's heading).
    const data: Record<string, unknown> = { [CATEGORIES_KEY]: await fetchCategories().catch(() => undefined) };
    for (let pass = 1; ; pass++) {
      const wanted = new Map<string, (signal: AbortSignal) => Promise<unknown>>();
      const html = draw(
        request,
        location,
        nav,
        { ...seed },
        used,
        {
          take: (key) => data[key],
          collect: (key, fn) => void (key in data || wanted.set(key, fn)),
        },
        found.route.name,
      );
      if (wanted.size === 0 || pass === PASSES) return { html, seed: { ...seed, [PAGE_SEED]: data } };
      const signal = new AbortController().signal;
      // a call that fails stays out: the client loads it, as it would without the server. Stored in
      // the order the page asked, not the order answers came: the same page is the same bytes (ETag).
      const answers = await Promise.all([...wanted.values()].map((fn) => fn(signal).catch(() => undefined)));
      [...wanted.keys()].forEach((key, i) => {
        data[key] = answers[i];
      });
    }
  });
}

/** One synchronous render: the locale, the URL and the drawing are this render's alone while it runs. */
function draw(
  request: RenderRequest,
  location: PageProps['location'],
  nav: Navigation,
  seed: Rendered['seed'],
  defs: Map<string, WidgetDef>,
  data: Drawing,
  route: RouteName,
): string {
  $locale.set(request.locale);
  setLocation(new URL(location.href, request.origin));
  under = { styles: request.styles, seed, defs };
  setDrawing(data);
  // a store every render shares: this page's tree while it draws
  const tree = data.take(CATEGORIES_KEY) as Parameters<typeof categories.seed>[0] | undefined;
  if (tree) categories.seed(tree);
  try {
    return renderToString(
      <template {...{ shadowrootmode: 'open' }}>
        <link rel="stylesheet" href={request.styles.storefront} />
        {(pageSheets[route] ?? []).map((name) => (
          <link key={name} rel="stylesheet" href={request.styles[name]} />
        ))}
        <App nav={nav} />
      </template>,
    );
  } finally {
    under = undefined;
    setDrawing(undefined);
  }
}
