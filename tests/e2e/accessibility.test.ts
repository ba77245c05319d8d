// Issue 13 §4: axe-core on every route of the full storefront (the route table, with real ids of
// the seeded data; member pages as demo) and on every widget of the partner and strict-CSP
// examples, at 1280 and at 360 px, with the states a glance at a page would miss open: the search
// suggestions, the mini cart, the login and distributor dialogs, a form showing its errors. Any
// serious or critical violation fails. One stack; per width one browser context, whose page is
// reused from route to route; both widths at once.
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { routes, type RouteDef, type RouteName } from '../../src/storefront/routes';
import { audit, type AxeFinding } from './support/axe';
import { settle } from './support/page-state';
import { e2eSuite } from './support/suite';

const WIDTHS = { 1280: { width: 1280, height: 800 }, 360: { width: 360, height: 800 } } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_LIST: readonly Width[] = [1280, 360];

interface Fixtures {
  goodsId: number;
  shopId: number;
  helpId: number;
  askId: number;
  purchaseId: number;
  faqId: number;
  /** demo's orders: one to pay (with its trade), one completed (with a line) */
  toPay: { sn: string; tradeSn: string };
  done: { sn: string; skuId: number; snapshotId: number };
  paidTradeSn: string;
  /** demo's after-sale service, complaint and invoice on the completed order (the seed has none) */
  serviceSn: string;
  complaintId: number;
  receiptId: number;
  /** demo's own review (the follow-up page's) */
  commentId: number;
}

/** The URL each route is audited at: the table must name every route (a new one fails to compile). */
const URLS: Record<RouteName, (f: Fixtures) => string> = {
  home: () => '/',
  policy: () => '/policy',
  terms: () => '/terms',
  return: () => '/return?id=6905',
  shop: () => '/shop?keyword=',
  shopDetail: (f) => `/shop/${f.shopId}`,
  notFound: () => '/404',
  serverError: () => '/500',
  search: () => '/search?keyword=de',
  goods: () => '/goods',
  goodsDetail: (f) => `/goods/${f.goodsId}`,
  productDetail: (f) => `/productDetail?goodsId=${f.goodsId}`,
  goodsSnapshot: (f) => `/goods/snapshot?id=${f.done.snapshotId}`,
  askDetail: (f) => `/ask-detail?ask_id=${f.askId}`,
  replyAnswer: (f) => `/reply-answer?ask_id=${f.askId}`,
  binder: () => '/binder',
  binderError: () => '/binder-error?reason=taken',
  cart: () => '/cart',
  cartList: () => '/cart-list',
  chat: (f) => `/chat?shop_id=${f.shopId}&goods_id=${f.goodsId}`,
  findPassword: () => '/find-password',
  groupBuy: () => '/group-buy',
  coupons: () => '/coupons',
  crowdfunding: () => '/crowdfunding',
  seckill: () => '/seckill',
  pointsMall: () => '/points-mall',
  miniPage: () => '/mini-page?id=1',
  help: () => '/help',
  helpDetail: (f) => `/help/${f.helpId}`,
  login: () => '/login',
  register: () => '/register',
  registerByEmail: () => '/register-by-email',
  verifyEmail: () => '/verify-email?token=not-a-token',
  paymentComplete: (f) => `/payment-complete?trade_sn=${f.paidTradeSn}&status=PAID`,
  purchase: () => '/purchase',
  purchaseAdd: () => '/purchase/add',
  purchaseDetail: (f) => `/purchase/detail?id=${f.purchaseId}`,
  checkout: () => '/checkout',
  checkoutPay: (f) => `/checkout/pay?trade_sn=${f.toPay.tradeSn}`,
  checkoutCashier: (f) => `/checkout/cashier?order_sn=${f.toPay.sn}`,
  checkoutCashierLoadPay: (f) => `/checkout/cashier-load-pay?trade_sn=${f.toPay.tradeSn}&status=PENDING`,
  checkoutElectro: () => '/checkout/electro',
  checkoutVatordinary: () => '/checkout/vatordinary',
  checkoutVatospecial: () => '/checkout/vatospecial',
  member: () => '/member',
  memberAccountBalance: () => '/member/account-balance',
  memberAccountBinding: () => '/member/account-binding',
  memberAccountSafe: () => '/member/account-safe',
  memberAfterSale: () => '/member/after-sale',
  memberApplyService: (f) => `/member/apply-service?order_sn=${f.done.sn}`,
  memberAskMessage: () => '/member/ask-message',
  memberBindEmail: () => '/member/bind-email',
  memberBindMobile: () => '/member/bind-mobile',
  memberChangeMobile: () => '/member/change-mobile',
  memberChangePassword: () => '/member/change-password',
  memberChangePaymentpassword: () => '/member/change-paymentpassword',
  memberComments: (f) => `/member/comments?order_sn=${f.done.sn}`,
  memberGoodsCollection: () => '/member/goods-collection',
  memberIncreaseTicket: (f) => `/member/increase-ticket?comment_id=${f.commentId}`,
  memberMessageIndex: () => '/member/message-index',
  memberMyAnswer: () => '/member/my-answer',
  memberMyCollection: () => '/member/my-collection',
  memberMyConsultation: () => '/member/my-consultation',
  memberMyCoupons: () => '/member/my-coupons',
  memberMyFootprint: () => '/member/my-footprint',
  memberMyPoints: () => '/member/my-points',
  memberMyProfile: () => '/member/my-profile',
  memberRefundRecord: () => '/member/refund-record',
  memberServiceDetail: (f) => `/member/service-detail?sn=${f.serviceSn}`,
  memberServiceRecord: () => '/member/service-record',
  memberShippingAddress: () => '/member/shipping-address',
  memberShopCollection: () => '/member/shop-collection',
  memberWebsiteMessage: () => '/member/website-message',
  memberMyOrder: () => '/member/my-order',
  memberMyOrderDetail: (f) => `/member/my-order/detail?sn=${f.done.sn}`,
  memberMyComments: () => '/member/my-comments',
  memberMyComplaint: () => '/member/my-complaint',
  memberMyComplaintComplaintApply: (f) => `/member/my-complaint/complaint-apply?order_sn=${f.done.sn}&sku_id=${f.done.skuId}`,
  memberMyComplaintDetail: (f) => `/member/my-complaint/detail?id=${f.complaintId}`,
  memberMyReceipt: () => '/member/my-receipt',
  memberMyReceiptDetail: (f) => `/member/my-receipt/detail?id=${f.receiptId}`,
  memberFeedback: () => '/member/feedback',
  memberFaq: () => '/member/faq',
  memberFaqDetail: (f) => `/member/faq-detail?id=${f.faqId}`,
  memberDistribution: () => '/member/distribution',
  distributionMyRecommend: () => '/member/distribution/my-recommend',
  distributionMyPerformance: () => '/member/distribution/my-performance',
  distributionMyPerformanceRefund: () => '/member/distribution/my-performance-refund',
  distributionMyPerformanceHistory: () => '/member/distribution/my-performance-history',
  distributionWithdrawalsSetting: () => '/member/distribution/withdrawals-setting',
  distributionWithdrawalsApply: () => '/member/distribution/withdrawals-apply',
  distributionWithdrawalsHistory: () => '/member/distribution/withdrawals-history',
};

/** The partner examples: every page of both folders (a new page is audited without a line here), with its HTML. */
const examples = (folder: string) =>
  readdirSync(new URL(`../../examples/${folder}`, import.meta.url))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      path: `/${folder}/${file}`,
      html: readFileSync(new URL(`../../examples/${folder}/${file}`, import.meta.url), 'utf8'),
    }));
const PARTNER_PAGES = [...examples('partner'), ...examples('csp')];
/** The pages with a widget that shows a member something else than a visitor (the mini cart's badge is the header's, seen on the storefront). */
const MEMBER_PAGES = PARTNER_PAGES.filter(({ html }) =>
  /<vitrina-(member-centre|cart|checkout|header|purchase-form|distributor-dialog)[\s>]/.test(html),
);

const { stack, browser } = e2eSuite();
let fx: Fixtures;
const tabs = {} as Record<Width, { ctx: BrowserContext; page: Page; errors: string[] }>;

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await stack.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no fixture for: ${sql}`);
  return rows[0];
};

beforeAll(async () => {
  const goods = await one<{ id: number; shop_id: number }>(
    'select id::int as id, shop_id::int as shop_id from goods where market_enable = 1 order by id limit 1',
  );
  const help = await one<{ id: number }>(
    `select a.id::int as id from article a join article_category c on c.id = a.category_id where c.category_type = 'HELP' order by a.id limit 1`,
  );
  const ask = await one<{ id: number }>('select id::int as id from goods_ask order by id limit 1');
  const purchase = await one<{ id: number }>('select id::int as id from purchase_order order by id limit 1');
  const faq = await one<{ id: number }>('select id::int as id from faq order by id limit 1');
  const toPay = await one<{ sn: string; trade_sn: string }>(
    `select sn, trade_sn from trade_order where member_id = 1 and order_status = 'CONFIRM' order by sn limit 1`,
  );
  const done = await one<{
    sn: string;
    trade_sn: string;
    seller_id: number;
    seller_name: string;
    goods_id: number;
    sku_id: number;
    snapshot_id: number;
  }>(
    `select o.sn, o.trade_sn, o.seller_id, o.seller_name, i.goods_id::int as goods_id, i.sku_id::int as sku_id, i.snapshot_id::int as snapshot_id
     from trade_order o join order_item i on i.order_sn = o.sn
     where o.member_id = 1 and o.order_status = 'COMPLETE' order by o.sn limit 1`,
  );
  const paid = await one<{ trade_sn: string }>(
    `select trade_sn from trade_order where member_id = 1 and pay_status = 'PAY_YES' order by sn limit 1`,
  );
  // what a buyer files on a received order, as the member pages would have sent it
  const now = Math.floor(Date.now() / 1000);
  const serviceSn = `AS${now}`;
  await stack.db.query(
    `insert into after_sale (sn, member_id, order_sn, seller_id, service_type, reason, description, created_at, updated_at)
     values ($1, 1, $2, $3, 'RETURN_GOODS', 'DAMAGED', 'La caja llegó golpeada', $4, $4)`,
    [serviceSn, done.sn, done.seller_id, now],
  );
  await stack.db.query('insert into after_sale_item (service_sn, sku_id, num) values ($1, $2, 1)', [serviceSn, done.sku_id]);
  const complaint = await one<{ id: number }>(
    `insert into complaint (member_id, order_sn, sku_id, seller_id, subject, content, created_at, updated_at)
     values (1, $1, $2, $3, 'Producto dañado', 'La tapa venía rota', $4, $4) returning id::int as id`,
    [done.sn, done.sku_id, done.seller_id, now],
  );
  const receipt = await one<{ id: number }>(
    `insert into receipt_history (member_id, order_sn, trade_sn, seller_id, seller_name, receipt_type, receipt_title, receipt_content, receipt_amount_cents, add_time)
     values (1, $1, $2, $3, $4, 'ELECTRO', 'Ferretería Don Chuy SA de CV', 'Detalle de productos', 150000, $5) returning id::int as id`,
    [done.sn, done.trade_sn, done.seller_id, done.seller_name, now],
  );
  // lists that would show only their empty state: a favourite, a followed shop, a product seen, a question, a review
  await stack.db.query('insert into member_favorite (member_id, goods_id, created_at) values (1, $1, $2) on conflict do nothing', [
    goods.id,
    now,
  ]);
  await stack.db.query(
    `insert into shop_collection (id, member_id, shop_id, created_at)
     select coalesce(max(id), 0) + 1, 1, $1, $2 from shop_collection on conflict do nothing`,
    [goods.shop_id, now],
  );
  await stack.db.query('insert into browse_record (member_id, goods_id, viewed_at) values (1, $1, $2) on conflict do nothing', [
    goods.id,
    now,
  ]);
  await stack.db.query(
    `insert into goods_ask (id, goods_id, member_id, member_name, content, created_at)
     select coalesce(max(id), 0) + 1, $1, 1, 'Demo Mayorista', '¿Tienen factura?', $2 from goods_ask`,
    [goods.id, now],
  );
  // on the order received but not completed: the completed one keeps its review form for /member/comments
  const comment = await one<{ id: number }>(
    `insert into goods_comment (id, goods_id, sku_id, order_sn, member_id, member_name, content, grade, rating, created_at)
     select (select coalesce(max(id), 0) + 1 from goods_comment), i.goods_id, i.sku_id, o.sn, 1, 'Demo Mayorista', 'Buena calidad, llegó a tiempo', 'good', 5, $1
     from trade_order o join order_item i on i.order_sn = o.sn where o.member_id = 1 and o.order_status = 'ROG' limit 1
     returning id::int as id`,
    [now],
  );
  fx = {
    goodsId: goods.id,
    shopId: goods.shop_id,
    helpId: help.id,
    askId: ask.id,
    purchaseId: purchase.id,
    faqId: faq.id,
    toPay: { sn: toPay.sn, tradeSn: toPay.trade_sn },
    done: { sn: done.sn, skuId: done.sku_id, snapshotId: done.snapshot_id },
    paidTradeSn: paid.trade_sn,
    serviceSn,
    complaintId: complaint.id,
    receiptId: receipt.id,
    commentId: comment.id,
  };
  await Promise.all(
    WIDTH_LIST.map(async (width) => {
      const ctx = await browser.newContext({ viewport: WIDTHS[width] });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      tabs[width] = { ctx, page, errors };
    }),
  );
});

const line = (where: string, width: Width) => (f: AxeFinding) =>
  `${where} @${width}: ${f.rule} (${f.impact}) ${f.target} ${f.html} — ${f.why}`;
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * Shows `url` in the width's page: a storefront path already open is reached by the storefront's
 * own router (as a click on a link would: no reload, no second copy of axe to parse); anything
 * else is loaded. Then waits for the page to settle.
 */
async function show(width: Width, url: string): Promise<Page> {
  const { page } = tabs[width];
  const routed = new URL(page.url()).origin === new URL(url).origin && (await page.locator('vitrina-storefront').count()) > 0;
  if (routed) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      // the router's next render has started (main is busy until the new page is in)
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    }, pathOf(url));
  } else {
    await page.goto(url);
  }
  await settle(page);
  return page;
}

/**
 * Waits until every Vitrina element of a partner page has rendered into its shadow root and is
 * not busy (what settle() waits for on the storefront, which these pages, having no main, lack).
 */
async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('*')].filter(
      (el) => el.localName.startsWith('vitrina-') && el.localName !== 'vitrina-toasts',
    );
    // a part that loads when scrolled near (the related goods) stays busy below the fold
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    };
    return hosts.every(
      (el) =>
        el.shadowRoot && el.shadowRoot.childElementCount > 0 && ![...el.shadowRoot.querySelectorAll('[aria-busy="true"]')].some(inView),
    );
  });
}

/** Audits what `width`'s page shows now, labelled `where`. */
async function auditNow(width: Width, where: string, scope: 'document' | 'widgets' = 'document'): Promise<string[]> {
  return (await audit(tabs[width].page, scope)).map(line(where, width));
}

/** Runs `each` at both widths at once, and returns what both found. */
async function bothWidths(each: (width: Width) => Promise<string[]>): Promise<string[]> {
  const found = await Promise.all(WIDTH_LIST.map(each));
  return found.flat();
}

/** Every route of `list`, shown and audited in turn. */
async function auditRoutes(width: Width, list: readonly RouteDef<RouteName>[]): Promise<string[]> {
  const out: string[] = [];
  for (const route of list) {
    const url = stack.url + URLS[route.name](fx);
    const page = await show(width, url);
    // an audit of a failed load is not an audit of the page: the fixtures must be real
    if (await failed(page)) out.push(`${pathOf(url)} @${width}: shows an error state, not the page`);
    out.push(...(await auditNow(width, pathOf(url))));
  }
  return out;
}

/** Whether the page shows the shared error state (a failed load, with its retry), through shadow roots. */
function failed(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const find = (root: Document | ShadowRoot): boolean =>
      Boolean(root.querySelector('.state.error')) || [...root.querySelectorAll('*')].some((el) => el.shadowRoot && find(el.shadowRoot));
    return find(document);
  });
}

// A pass is some 110 audits at two widths; on a machine busy with other suites that is over the default minute.
const AUDIT_TIMEOUT = 150_000;

type Opened = (page: Page, width: Width) => Promise<string[]>;

/**
 * Every page of `pages`, loaded and its widgets audited; on a page `states` names, the states it
 * opens are audited there too (one load for both).
 */
async function auditExamples(width: Width, pages: readonly { path: string }[], states: Record<string, Opened> = {}): Promise<string[]> {
  const out: string[] = [];
  const { page } = tabs[width];
  for (const { path } of pages) {
    await page.goto(stack.partner + path);
    await widgetsReady(page);
    out.push(...(await auditNow(width, path, 'widgets')));
    out.push(...((await states[path]?.(page, width)) ?? []));
  }
  return out;
}

/** A visitor on the partner's home page: the search suggestions, the mini cart, the login dialog and its errors, open. */
const visitorStates: Opened = async (page, width) => {
  const out: string[] = [];
  await page.locator('vitrina-search >> input[role=combobox]').first().pressSequentially('tor');
  await page.locator('vitrina-search >> [role=option]').first().waitFor();
  out.push(...(await auditNow(width, '/partner/index.html, search suggestions open', 'widgets')));
  await page.locator('vitrina-mini-cart >> button.trigger').click();
  await page.locator('vitrina-mini-cart >> button.trigger[aria-expanded="true"]').waitFor();
  out.push(...(await auditNow(width, '/partner/index.html, mini cart open', 'widgets')));
  await page.keyboard.press('Escape');
  await page.locator('#account-button').click();
  const login = page.locator('vitrina-login >> dialog');
  await login.locator('button[type=submit]').waitFor();
  out.push(...(await auditNow(width, '/partner/index.html, login dialog open', 'widgets')));
  await login.locator('button[type=submit]').click();
  await login.locator('[aria-invalid="true"]').first().waitFor();
  out.push(...(await auditNow(width, '/partner/index.html, login dialog with errors', 'widgets')));
  return out;
};

/** A member on the wholesale page: the purchase form sent empty (its errors shown), then the distributor dialog open. */
const memberStates: Opened = async (page, width) => {
  const out: string[] = [];
  const form = (selector: string) => page.locator(`vitrina-purchase-form >> ${selector}`);
  await form('.pur-form button[type=submit]').click();
  await form('.pur-field .form-error').first().waitFor();
  out.push(...(await auditNow(width, '/partner/wholesale.html, purchase form with errors', 'widgets')));
  await page.locator('#apply-trigger').click();
  await page.locator('vitrina-distributor-dialog >> dialog .mch-form').waitFor();
  out.push(...(await auditNow(width, '/partner/wholesale.html, distributor dialog open', 'widgets')));
  return out;
};

const sf = (page: Page, selector: string) => page.locator(`vitrina-storefront >> ${selector}`);

describe('axe: no serious or critical violation, at 1280 and 360 px', () => {
  test(
    'every public route of the storefront, and the login form showing its errors, as a visitor',
    async () => {
      const found = await bothWidths(async (width) => {
        const out = await auditRoutes(
          width,
          routes.filter((route) => !route.auth),
        );
        const page = await show(width, `${stack.url}/login?forward=/member`);
        await sf(page, 'button[type=submit]').click();
        await sf(page, '[aria-invalid="true"]').first().waitFor();
        out.push(...(await auditNow(width, '/login, errors shown')));
        return out;
      });
      expect(found).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );

  test(
    'every widget of the partner and strict-CSP examples, and their open states, as a visitor',
    async () => {
      const found = await bothWidths((width) => auditExamples(width, PARTNER_PAGES, { '/partner/index.html': visitorStates }));
      expect(found).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );

  test(
    'every member route of the storefront as demo; then the partner widgets a member sees, a form with its errors, a dialog open',
    async () => {
      const found = await bothWidths(async (width) => {
        const { page, ctx } = tabs[width];
        await show(width, `${stack.url}/login?forward=/member`);
        await sf(page, 'input[name=username]').fill('demo');
        await sf(page, 'input[name=password]').fill('demo1234');
        await sf(page, 'button[type=submit]').click();
        await page.waitForURL(`${stack.url}/member`);
        const out = await auditRoutes(
          width,
          routes.filter((route) => route.auth),
        );
        // the session carried over to the partner origin, as its own login there would
        const partner = new URL(stack.partner).hostname;
        await ctx.addCookies(
          (await ctx.cookies(stack.url)).map((c) => ({ ...c, domain: partner, path: '/', secure: false, sameSite: 'Lax' as const })),
        );
        out.push(...(await auditExamples(width, MEMBER_PAGES, { '/partner/wholesale.html': memberStates })));
        return out;
      });
      expect(found).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );
});
