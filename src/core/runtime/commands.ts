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
import { isLocale } from '../locale';
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

async function run(name: string, [a, b]: unknown[], loadWidget?: WidgetLoader): Promise<unknown> {
  if (name === 'on' || name === 'off') {
    need(typeof a === 'string' && typeof b === 'function');
    const listener = b as EventListener;
    return name === 'on' ? document.addEventListener(`vitrina:${a}`, listener) : document.removeEventListener(`vitrina:${a}`, listener);
  }
  if (name === 'unmount') {
    const host = element(a);
    return host && unmountWidget(host);
  }
  if (name === 'setLocale') {
    need(isLocale(a), 'bad-locale');
    return changeLocale(
      a as never,
      mountedDefs().flatMap((d) => (d.strings ? [d.strings] : [])),
    );
  }
  if (name === 'configure') {
    const { appearance: look, ...settings } = (a ?? 0) as Record<string, unknown>;
    need(a && typeof a === 'object' && Object.entries(settings).every(([k, v]) => SETTINGS.includes(k) && typeof v === 'string'));
    if ('appearance' in (a as object)) appearance(look);
    return void $config.set({ ...$config.get(), ...(settings as Partial<Config>) });
  }
  if (name === 'logout') return logout();
  if (name === 'addToCart') {
    const { skuId, num } = (a ?? {}) as { skuId?: unknown; num?: unknown };
    need(positive(skuId) && positive(num));
    // the server's refusal (out of stock) is the buyer's to read, not the host's
    return addItem(skuId as string, Number(num)).catch((error: unknown) => toast(errorText(error), 'error'));
  }
  // The loader forwards `mount` and `open` only when it could not do them: say why.
  if (name === 'mount') need(0, element(b) ? 'unknown-widget' : 'bad-argument');
  if (name === 'open') need(0, 'unknown-widget');
  if (name === 'mountByName' && loadWidget) {
    const host = element(b);
    need(host && typeof a === 'string');
    const widget = await loadWidget(a as string).catch(() => need(0, 'unknown-widget'));
    return widget && mountWidget(host as Element, widget.default);
  }
  need(0, 'unknown-command');
}

export async function command(name: unknown, args: unknown[], loadWidget?: WidgetLoader): Promise<void> {
  const named = typeof name === 'string' ? name : typeof name;
  try {
    await run(named, Array.isArray(args) ? args : [], loadWidget);
  } catch (error) {
    report(error instanceof BadCall ? error.code : 'failed', named, error instanceof BadCall ? args : error);
  }
}
