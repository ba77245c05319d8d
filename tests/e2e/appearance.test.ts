// Issue 13 §3 and §5 on the partner's pages (their own origin, their hostile CSS, the SDK by one
// script tag), against the real server:
// - `vitrina('configure', { appearance })`: in the light and in the dark theme, every text of
//   every widget on the page (inside the shadow roots, dialogs and panels open) is at 4.5:1 or more
//   against what is behind it; a variable reaches every widget, the ones mounted later too; what the
//   call gets wrong is reported (`vitrina:error`, `bad-argument`) and the rest applied.
// - a failure a widget shows (a load that failed, an action the server refused) reaches the page
//   as one `vitrina:error` with its code and the widget's name.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { buyerCall, newBuyer, shotter } from './support/buyers';
import { frames, settle } from './support/page-state';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 200 });
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 8000 });
/** `VITRINA_SHOTS=1` writes each page in each theme, for a human to look at. */
const shot = shotter('vitrina-appearance');

const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

/** A member whose session is carried to the partner origin, with a line in the cart. */
async function memberOnPartner(): Promise<BrowserContext> {
  const buyer = await newBuyer(stack, browser, { prefix: 'look' });
  await buyer.page.close();
  const partner = new URL(stack.partner).hostname;
  await buyer.context.addCookies(
    (await buyer.context.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
  );
  const { rows } = await stack.db.query<{ sku_id: number; package_unit: number }>(
    `select k.id as sku_id, g.package_unit from goods g join sku k on k.id = g.default_sku_id
     where g.market_enable = 1 and k.quantity >= g.package_unit * 20 order by g.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('seed has no goods in stock');
  await buyerCall(stack, buyer, 'POST', '/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit * 2) });
  return buyer.context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`${stack.partner}/partner/${path}`);
  return page;
}

/** The page's `vitrina:error` details, as they come (listened to from the first script on). */
async function errorsOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { seenErrors?: unknown[] }).seenErrors ?? []);
}
const LISTEN = () => {
  const w = window as unknown as { seenErrors: unknown[] };
  w.seenErrors = [];
  document.addEventListener('vitrina:error', (e) => w.seenErrors.push((e as CustomEvent).detail));
};

/**
 * Every text of every Vitrina widget on the page whose contrast is under `min`: its own colour
 * (blended over what is behind it) against the first opaque background found going up, through
 * shadow roots into the page (the canvas is white). Texts are the text nodes and the values of
 * form fields that are drawn (a box, visible, not an inactive control: WCAG exempts those).
 */
function lowContrast(page: Page, min = 4.5): Promise<string[]> {
  return page.evaluate((min) => {
    type RGBA = [number, number, number, number];
    const parse = (css: string): RGBA => {
      const srgb = css.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] ? Number(srgb[4]) : 1];
      const rgb = css.match(/^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/);
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] ? Number(rgb[4]) : 1];
      throw new Error(`a colour this test cannot read: ${css}`);
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const up = (el: Element): Element | null => {
      if (el.parentElement) return el.parentElement;
      const root = el.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    const behind = (el: Element): RGBA => {
      const layers: RGBA[] = [];
      for (let at: Element | null = el; at; at = up(at)) {
        const bg = parse(getComputedStyle(at).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const drawn = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const inactive = (el: Element) => Boolean(el.closest(':disabled, [aria-disabled="true"]'));
    const problems: string[] = [];
    const check = (el: Element, widget: string, text: string) => {
      if (!drawn(el) || inactive(el)) return;
      const bg = behind(el);
      const fg = over(parse(getComputedStyle(el).color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < min) {
        const rgb = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;
        problems.push(
          `${widget} ${el.localName}.${[...el.classList].join('.')} "${text.slice(0, 30)}" ${ratio.toFixed(2)}: ${rgb(fg)} on ${rgb(bg)}`,
        );
      }
    };
    const walk = (root: ShadowRoot, widget: string) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot, widget);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
          const value = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value;
          if (
            value.trim() &&
            !(el instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden', 'range', 'color'].includes(el.type))
          )
            check(el, widget, value);
          continue;
        }
        const text = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (text) check(el, widget, text);
      }
    };
    for (const host of document.querySelectorAll('*')) {
      if (host.shadowRoot && (host.localName.startsWith('vitrina-') || host.hasAttribute('data-vitrina')))
        walk(host.shadowRoot, host.localName);
    }
    return problems;
  }, min);
}

/** Every widget host on the page, nested ones too (`outer > inner`), with the value its `--v-*` token resolves to. */
function tokenOfEveryWidget(page: Page, token: string): Promise<[string, string][]> {
  return page.evaluate((token) => {
    const out: [string, string][] = [];
    const walk = (root: Document | ShadowRoot, path: string) => {
      for (const el of root.querySelectorAll('*')) {
        if (!el.shadowRoot) continue;
        const name = `${path}${el.localName}`;
        if (el.localName.startsWith('vitrina-') && el.localName !== 'vitrina-toasts')
          out.push([name, getComputedStyle(el).getPropertyValue(token).trim()]);
        walk(el.shadowRoot, `${name} > `);
      }
    };
    walk(document, '');
    return out;
  }, token);
}

const configure = (page: Page, appearance: unknown) =>
  page.evaluate(
    (appearance) => (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('configure', { appearance }),
    appearance,
  );

/** The page in both themes: no text under 4.5:1 in either. */
async function checkBothThemes(page: Page, name: string) {
  await settle(page);
  for (const theme of ['light', 'dark']) {
    await configure(page, { theme });
    // applied once the lazy command chunk has run: judge the theme asked for, not the one before
    await expect
      .poll(async () => new Set((await tokenOfEveryWidget(page, '--v-text')).map(([, value]) => value)))
      .toEqual(new Set([theme === 'dark' ? '#e6e8eb' : '#1f2328']));
    await frames(page);
    await shot(page, `${name}-${theme}`);
    expect.soft(await lowContrast(page), `${name}, ${theme}`).toEqual([]); // soft: every page's findings at once
  }
}

describe('the appearance API on the partner pages', () => {
  test('a visitor: home (search with suggestions, mini cart, product detail, the login dialog), wholesale (forms, distributor dialog) and the header, in both themes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(LISTEN);

    const home = await open(context, 'index.html');
    await home.locator('vitrina-product-detail >> h1').waitFor();
    await home.locator('#search-slot vitrina-search >> input[role=combobox]').fill('a');
    await home.locator('#search-slot vitrina-search >> [role=option]').first().waitFor();
    await checkBothThemes(home, 'home-suggestions');
    await home.evaluate(() => (window as unknown as { vitrina: (...args: unknown[]) => void }).vitrina('open', 'login'));
    await home.locator('vitrina-login >> dialog input[name=username]').waitFor();
    await checkBothThemes(home, 'home-login');

    // A widget mounted after `configure` is themed too, and a variable reaches every widget,
    // nested ones (none here) and later ones alike; what the call gets wrong is reported and left out.
    await configure(home, { theme: 'dark', variables: { accent: '#5eead4', sparkle: '#fff', text: 'plaid' } });
    await home.evaluate(() =>
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<vitrina-login mode="inline"></vitrina-login>'),
    );
    await home.locator('main vitrina-login >> input[name=username]').waitFor();
    const accents = await tokenOfEveryWidget(home, '--v-accent');
    // the dialog login and the one mounted now (the search placeholder is a div: not counted here)
    expect(accents.map(([name]) => name).sort()).toEqual([
      'vitrina-login',
      'vitrina-login',
      'vitrina-mini-cart',
      'vitrina-product-detail',
      'vitrina-search',
    ]);
    expect(new Set(accents.map(([, value]) => value))).toEqual(new Set(['#5eead4']));
    expect(new Set((await tokenOfEveryWidget(home, '--v-text')).map(([, value]) => value))).toEqual(new Set(['#e6e8eb']));
    expect(await lowContrast(home)).toEqual([]);
    expect(await errorsOf(home)).toEqual([
      { code: 'bad-argument', command: 'configure', detail: { appearance: { variable: 'sparkle', value: '#fff' } } },
      { code: 'bad-argument', command: 'configure', detail: { appearance: { variable: 'text', value: 'plaid' } } },
    ]);
    await home.close();

    const wholesale = await open(context, 'wholesale.html');
    await wholesale.locator('vitrina-purchase-form >> .pur-login button').waitFor();
    await wholesale.locator('#apply-trigger').click();
    await wholesale.locator('vitrina-distributor-dialog >> dialog .mch-login').waitFor();
    await checkBothThemes(wholesale, 'wholesale');
    await wholesale.close();

    const header = await open(context, 'header.html');
    await header.locator('#full-header >> header.header').waitFor();
    await checkBothThemes(header, 'header');
    // the header's search and mini cart are widgets inside a widget: the variables reach them too
    await configure(header, { variables: { accent: '#0b6e4f' } });
    // `configure` goes through the lazy command chunk: applied once it has run, not when the call returns
    await expect
      .poll(async () => new Set((await tokenOfEveryWidget(header, '--v-accent')).map(([, value]) => value)))
      .toEqual(new Set(['#0b6e4f']));
    const nested = await tokenOfEveryWidget(header, '--v-accent');
    expect(nested.map(([name]) => name)).toEqual(
      expect.arrayContaining(['vitrina-header', 'vitrina-header > vitrina-search', 'vitrina-header > vitrina-mini-cart']),
    );
    // each appearance replaces the one before: no theme now, so the default text colour again
    expect(new Set((await tokenOfEveryWidget(header, '--v-text')).map(([, value]) => value))).toEqual(new Set(['#1f2328']));
    await header.close();
    await context.close();
  });

  test('a member: product, cart and mini cart panel, the order form, both wholesale forms with their refusals, the member centre, in both themes; a failed load and a refused action each reach the page as one vitrina:error', async () => {
    const context = await memberOnPartner();
    await context.addInitScript(LISTEN);

    // §5: the cart cannot be read (the API is down for it): the widget shows it and the page hears
    // `load-failed` from the cart, once; the retry loads it
    const buy = await context.newPage();
    buy.on('pageerror', (e) => pageErrors.push(e.message));
    const cartRead = '**/api/buyer/trade/carts/all**';
    await buy.route(cartRead, (route) => route.abort('connectionrefused'));
    await buy.goto(`${stack.partner}/partner/buy.html`);
    const cart = buy.locator('vitrina-cart');
    await cart.locator('.state.error button').waitFor();
    await buy.unroute(cartRead);
    await cart.locator('.state.error button').click();
    await cart.locator('[data-testid=cart-total]').waitFor();
    expect(await errorsOf(buy)).toEqual([
      {
        code: 'load-failed',
        widget: 'cart',
        detail: expect.objectContaining({ status: 0, apiCode: 'NETWORK', message: expect.any(String) }),
      },
    ]);

    // ... and the server refusing an edit of the cart shows an error toast: `action-refused` from
    // the cart, whose checkbox the buyer pressed
    const lineEdit = '**/api/buyer/trade/carts/sku/**';
    await buy.route(lineEdit, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '400', message: 'Sin existencias suficientes' }),
      }),
    );
    await cart.locator('input.buy-line-check').first().click();
    await buy.locator('vitrina-toasts >> .toast.error').waitFor();
    await poll(() => errorsOf(buy)).toEqual([
      expect.objectContaining({ code: 'load-failed' }),
      { code: 'action-refused', widget: 'cart', detail: { message: 'Sin existencias suficientes' } },
    ]);
    await buy.unroute(lineEdit);

    await buy.locator('vitrina-mini-cart >> button').first().click();
    await buy.locator('vitrina-mini-cart >> [popover]:popover-open li').first().waitFor();
    await checkBothThemes(buy, 'buy');
    await buy.close();

    const checkout = await open(context, 'checkout.html');
    await checkout.locator('vitrina-checkout >> [data-testid=checkout-total]').waitFor();
    await checkBothThemes(checkout, 'checkout');
    await checkout.close();

    // the forms, with their refusals on screen: every empty field of the purchase form, and the
    // distributor dialog's missing channels and refused attachment
    const wholesale = await open(context, 'wholesale.html');
    await wholesale.locator('vitrina-purchase-form >> .pur-form button[type=submit]').click();
    await wholesale.locator('vitrina-purchase-form >> .pur-field .form-error').first().waitFor();
    const box = wholesale.locator('vitrina-distributor-dialog >> dialog');
    await box.waitFor({ state: 'attached' });
    await wholesale.locator('#apply-trigger').click();
    await box.locator('.mch-form').waitFor();
    await box.locator('input[type=radio]').first().check(); // a type: its template and attachment show
    await box.locator('input[name=mainSalesChannels]').focus();
    await box.locator('input[name=purchaseAmount]').focus();
    await box
      .locator('input[type=file]')
      .setInputFiles({ name: 'lista.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('PK') });
    await box.locator('[role=alert]').first().waitFor();
    await checkBothThemes(wholesale, 'wholesale-member');
    await wholesale.close();

    const account = await open(context, 'account.html#my-profile');
    await account.locator('vitrina-member-centre >> input[name=nickname]').waitFor();
    await checkBothThemes(account, 'account');
    await account.close();
    await context.close();
  });
});
