// Keyboard-only use of a page in Chromium: Tab through it and look at every element focus lands
// on (visible, scrolled into view, not covered, showing a focus indicator), move focus to one
// element by Tab alone, and wait for a page to settle and read its layout shift.
import type { Page } from 'playwright-core';

/** What one Tab stop looked like. `blurred` is the element's look once focus had left it. */
export interface FocusStop {
  name: string;
  visible: boolean;
  inView: boolean;
  coveredBy: string;
  focused: string;
  blurred?: string;
  footer: boolean;
}

declare global {
  interface Window {
    __kwLast?: { el: Element; stop: FocusStop };
    __kwStops?: FocusStop[];
  }
}

/** In the page: records where focus is now (deep, through shadow roots). */
function snapshot(): FocusStop | null {
  const deep = (): Element | null => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el && el !== document.body && el !== document.documentElement ? el : null;
  };
  const hostOf = (el: Element): Element | null => (el.getRootNode() as ShadowRoot).host ?? null;
  // the element and two ancestors: an indicator may sit on a wrapper (:focus-within)
  const look = (el: Element): string => {
    const parts: string[] = [];
    for (let n: Element | null = el, i = 0; n && i < 3; i += 1, n = n.parentElement ?? hostOf(n)) {
      const cs = getComputedStyle(n);
      parts.push(
        [
          cs.outlineStyle,
          cs.outlineWidth,
          cs.outlineColor,
          cs.boxShadow,
          cs.borderColor,
          cs.backgroundColor,
          cs.textDecorationLine,
          cs.color,
        ].join('|'),
      );
    }
    return parts.join('//');
  };
  const name = (el: Element): string => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return `${hostOf(el)?.localName ?? 'document'} ${el.localName}${el.classList.length ? '.' + [...el.classList].join('.') : ''} "${text}"`;
  };
  const el = deep();
  const last = window.__kwLast;
  if (last && last.el !== el) last.stop.blurred = look(last.el);
  if (!el) return null;
  if (last?.el === el) return last.stop;
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const fits = (start: number, end: number, size: number, room: number) =>
    size > room ? end > 0 && start < room : start >= -1 && end <= room + 1;
  // what is drawn at the element's middle (its first line, for a tall one): it, or what covers it
  const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
  const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 10), 0), vh - 1);
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  const shows = Boolean(hit && (hit === el || el.contains(hit) || hit.contains(el)));
  const stop: FocusStop = {
    name: name(el),
    visible: el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 0 && r.height > 0,
    inView: fits(r.left, r.right, r.width, vw) && fits(r.top, r.bottom, r.height, vh),
    coveredBy: shows ? '' : hit ? name(hit) : '(nothing)',
    focused: look(el),
    footer: Boolean(el.closest('footer')),
  };
  window.__kwLast = { el, stop };
  (window.__kwStops ??= []).push(stop);
  return stop;
}

/**
 * Presses Tab from the top of the page until focus reaches the footer, at most `max` times;
 * returns every stop (the last one's `blurred` stays unknown) and whether the footer was reached.
 */
export async function tabToFooter(page: Page, max: number): Promise<{ stops: FocusStop[]; footer: boolean }> {
  await page.evaluate(() => {
    window.__kwLast = undefined;
    window.__kwStops = [];
  });
  // Tab straight through the DevTools protocol: one round trip a press instead of a key down and up
  const cdp = await page.context().newCDPSession(page);
  const tab = () => cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 });
  let footer = false;
  try {
    for (let i = 0; i < max && !footer; i += 1) {
      await tab();
      footer = (await page.evaluate(snapshot))?.footer ?? false;
    }
    await tab(); // the last stop loses focus too, so its unfocused look is known
    await page.evaluate(snapshot);
  } finally {
    await cdp.detach();
  }
  return { stops: await page.evaluate(() => window.__kwStops ?? []), footer };
}

/** What is wrong with a stop, if anything: the walk's verdict for one element. */
export function faults(stop: FocusStop): string[] {
  return [
    !stop.visible && 'not visible',
    !stop.inView && 'not scrolled into view',
    stop.coveredBy && `covered by ${stop.coveredBy}`,
    stop.blurred !== undefined && stop.blurred === stop.focused && 'no focus indicator',
  ].filter((f): f is string => Boolean(f));
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector` inside the
 * element `host` (a custom element's shadow root, or `document`); fails after `max` presses.
 */
export async function tabTo(page: Page, host: string, selector: string, options: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = options.max ?? 200;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const there = await page.evaluate(
      ([h, s]) => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        const root = el?.getRootNode() as ShadowRoot | Document | undefined;
        const hostName = root && 'host' in root ? root.host.localName : 'document';
        return Boolean(el && hostName === h && el.matches(s));
      },
      [host, selector] as const,
    );
    if (there) return;
  }
  throw new Error(`Tab did not reach ${host} >> ${selector} in ${max} presses`);
}

/** The focused element (deep) matches `selector`: focus stayed where the keyboard user was. */
export const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((s) => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return Boolean(el?.matches(s));
  }, selector);

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 50);
      }),
  );
}
