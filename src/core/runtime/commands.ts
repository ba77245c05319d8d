// The JS API's one dispatcher: every command of `vitrina('…')` that needs the runtime is read here.
// The loader answers `on`/`off`/`mount`/`open` itself (they work before the runtime has arrived) and
// forwards the rest to `command`, and those four too when their input is bad, for the report;
// full-page mode, where no loader runs, sends every command here.
//
// Issue 16 §2: the host page is never hurt. Every argument is checked before it is used; a bad
// call is reported (report.ts: a console warning and a `vitrina:error` event with a stable code)
// and ignored, and `command` never throws nor rejects, whatever it is given.
import { $config, type Config } from '../config';
import { errorText } from '../errors';
import { addItem } from '../cart/add';
import { isLocale, type Locale } from '../locale';
import { type ProblemCode, report } from '../report';
import { changeLocale } from '../stores/locale';
import { logout } from '../stores/user';
import { toast } from '../toasts';
import { applyAppearance } from './appearance/apply';
import { resolveAppearance } from './appearance/resolve';
import { mountedDefs, mountWidget, unmountWidget } from './mount';
import type { WidgetDef } from './widget';

/** Loads a widget chunk by name, for `mountByName` (the runtime's `init` is given it). */
export type WidgetLoader = (name: string) => Promise<{ default: WidgetDef }>;

/** A call the host got wrong: thrown by the checks below, caught once in `command`. */
class BadCall extends Error {
  constructor(readonly code: ProblemCode) {
    super(code);
  }
}

function need(ok: unknown, code: ProblemCode = 'bad-argument'): void {
  if (!ok) throw new BadCall(code);
}

/** An element, or a selector of one (null when it matches nothing); anything else is a bad call. */
function element(target: unknown): Element | null {
  if (target instanceof Element) return target;
  need(typeof target === 'string');
  try {
    return document.querySelector(target as string);
  } catch {
    throw new BadCall('bad-argument'); // a selector that does not parse
  }
}

/** What `configure` may change: the addresses and the login's way; each a string. And `appearance`. */
const SETTINGS = ['api', 'storefrontUrl', 'sellerApi', 'login'];
/** `CSS.supports` with a property of each kind of theme variable. */
const PROPERTY = { color: 'color', length: 'width', font: 'font-family' };

/**
 * `appearance` (issue 13 §3): a theme and variables for every widget on the page. What it gets
 * wrong (an unknown theme or variable, a value that is not one) is reported, one report each, and
 * left out; the rest is applied.
 */
function appearance(input: unknown): void {
  // The full storefront's own pages (home, listings, the shell) draw with colours of their own: a
  // theme there would darken only its widgets' parts of each page. Said, and left out, until they
  // read the theme's tokens too.
  if ($config.get().mode === 'full') {
    report('bad-argument', 'configure', { appearance: input });
    return;
  }
  const resolved = resolveAppearance(input, (kind, value) => CSS.supports(PROPERTY[kind], value));
  for (const problem of resolved.problems) report('bad-argument', 'configure', { appearance: problem });
  applyAppearance(resolved);
}
/** A quantity or an id: a positive whole number, as a number or as digits. */
const positive = (n: unknown) => (typeof n === 'number' || typeof n === 'string') && /^[1-9]\d{0,15}$/.test(String(n));

/** What `configure` may set: each optional, each a string. */
type Settings = {
  api?: string;
  storefrontUrl?: string;
  sellerApi?: string;
  login?: string;
  /** a theme and `--vitrina-*` variables (without the prefix) for every widget of the page */
  appearance?: AppearanceInput;
};
type AppearanceInput = { theme?: 'light' | 'dark'; variables?: Record<string, string> };

/**
 * Every command of `vitrina(…)` with the arguments a good call gives: the one table the dispatcher
 * reads, and the one the npm package's command types are generated from (packages/sdk/scripts/
 * generate.mjs), so they cannot drift. The parameter types say what a host should pass; each
 * handler still checks what it is actually given, since a script-tag host has no compiler.
 */
const commands = {
  on: (event: string, listener: (event: Event) => void) => listen('on', event, listener),
  off: (event: string, listener: (event: Event) => void) => listen('off', event, listener),
  /** the element (or a selector of it) a widget was mounted in; one already gone is fine */
  unmount: (target: Element | string) => {
    const host = element(target);
    return host && unmountWidget(host);
  },
  setLocale: (locale: Locale) => {
    need(isLocale(locale), 'bad-locale');
    return changeLocale(
      locale,
      mountedDefs().flatMap((d) => (d.strings ? [d.strings] : [])),
    );
  },
  configure: (settings: Settings) => {
    const { appearance: look, ...rest } = (settings ?? 0) as Record<string, unknown>;
    need(settings && typeof settings === 'object' && Object.entries(rest).every(([k, v]) => SETTINGS.includes(k) && typeof v === 'string'));
    if ('appearance' in (settings as object)) appearance(look);
    return void $config.set({ ...$config.get(), ...(rest as Partial<Config>) });
  },
  logout: () => logout(),
  addToCart: (item: { skuId: string | number; num: string | number }) => {
    const { skuId, num } = (item ?? {}) as { skuId?: unknown; num?: unknown };
    need(positive(skuId) && positive(num));
    // the server's refusal (out of stock) is the buyer's to read, not the host's
    return addItem(skuId as string, Number(num)).catch((error: unknown) => toast(errorText(error), 'error'));
  },
  // The loader answers `mount` and `open` itself and forwards them only when it could not do them: say why.
  mount: (_widget: string, target: Element | string, _props?: Record<string, string>) =>
    need(0, element(target) ? 'unknown-widget' : 'bad-argument'),
  open: (_widget: string) => need(0, 'unknown-widget'),
};

/** The command table's type, for the npm package's generated types. */
export type CommandTable = typeof commands;

function listen(name: 'on' | 'off', event: unknown, listener: unknown) {
  need(typeof event === 'string' && typeof listener === 'function');
  const type = `vitrina:${event as string}`;
  return name === 'on'
    ? document.addEventListener(type, listener as EventListener)
    : document.removeEventListener(type, listener as EventListener);
}

async function run(name: string, args: unknown[], loadWidget?: WidgetLoader): Promise<unknown> {
  // full-page mode's own command (no loader there to import the widget's chunk): not a host's
  if (name === 'mountByName' && loadWidget) {
    const [a, b] = args;
    const host = element(b);
    need(host && typeof a === 'string');
    const widget = await loadWidget(a as string).catch(() => need(0, 'unknown-widget'));
    return widget && mountWidget(host as Element, widget.default);
  }
  need(Object.hasOwn(commands, name), 'unknown-command');
  // the one place a call's arguments meet the table's types: every handler checks them itself
  const handler = commands[name as keyof CommandTable] as (...given: unknown[]) => unknown;
  return handler(...args);
}

export async function command(name: unknown, args: unknown[], loadWidget?: WidgetLoader): Promise<void> {
  const named = typeof name === 'string' ? name : typeof name;
  try {
    await run(named, Array.isArray(args) ? args : [], loadWidget);
  } catch (error) {
    report(error instanceof BadCall ? error.code : 'failed', named, error instanceof BadCall ? args : error);
  }
}
