/**
 * What the API fuzz (support/fuzz-suite.ts) sends to each route beyond its path parameters:
 * the names of the query and body fields the route reads (services included). The routes
 * themselves come from the app (`onRoute`), so a route missing here is still fuzzed with the
 * fields of every other route, and the coverage test names it until its fields are listed.
 */

const PAGE = 'page_no page_size';
const MALL_PAGE = 'pageNo pageSize';
const PRODUCT_QUERY = `keyword productCateGrandId productCateId brandId shopId minPrice maxPrice inStock sort ${MALL_PAGE}`;
const ADDRESS = 'name mobile country addr zip def_addr province city county county_id province_id city_id';
const RECEIPT =
  'receipt_title receipt_content tax_no reg_addr reg_tel bank_name bank_account member_name member_mobile member_email region detail_addr fiscal_zip tax_regime cfdi_use';
const TITLE = 'is_default receipt_title receipt_content tax_no member_mobile member_email fiscal_zip tax_regime cfdi_use';
const ZPZZ = 'company_name taxpayer_code register_address register_tel bank_name bank_account';
const RECEIPT_ADDRESS = 'member_name member_mobile region detail_addr';
const PURCHASE =
  'title goods_type goods_names goods_category goods_num goods_unit goods_sku goods_img closing_date receiving_date price_type goods_price ship_county seller_county need_receipt remark privacy contact_name contact_num';
const QR_LINK = 'reference amount expires notify_url sign status';
const GATEWAY_FORM = 'reference amount return_url notify_url sign status';

/** `METHOD url` (url as registered, with the `/api` prefix) → the fields it reads, space-separated. */
export const ROUTE_FIELDS: Readonly<Record<string, string>> = {
  'OPTIONS /api*': '',
  // the CORS plugin of the scope that gives uploads and merchant calls their CORS headers: it answers
  // no preflight of its own (the /api scope's does), only a 404 for any other OPTIONS
  'OPTIONS *': '',
  // site, catalogue, browse, content
  'GET /api/base/site-show': '',
  'GET /api/buyer/pages/site-navigations/:clientType': '',
  'GET /api/mallpcapi/ytConfig/getNoticePhone': '',
  'GET /api/mallpcapi/productCate/queryAllGrandCate': '',
  'GET /api/mallpcapi/product/productQuery': PRODUCT_QUERY,
  'GET /api/buyer/goods/search/words': 'keyword',
  'GET /api/mallpcapi/banner/queryIndexBanner': '',
  'GET /api/mallpcapi/banner/image/:file': '',
  'GET /api/mallpcapi/index/homepageModule': '',
  'GET /api/mallpcapi/index/labelProductPage': `labelId ${MALL_PAGE}`,
  'GET /api/mallpcapi/index/queryBrandPage': `productCateGrandId ${MALL_PAGE}`,
  'GET /api/mallpcapi/supplierBrand/productPage': PRODUCT_QUERY,
  'GET /api/mallpcapi/product/productFacets': PRODUCT_QUERY,
  'GET /api/mallpcapi/shop/queryShopPage': `keyword ${MALL_PAGE}`,
  'GET /api/mallpcapi/shop/shopInfo': 'shopId',
  'GET /api/buyer/pages/:id': '',
  'GET /api/buyer/pages/article-categories': 'category_type',
  'GET /api/buyer/pages/articles/show-position/:position': '',
  'GET /api/buyer/pages/articles/:id': '',
  // goods detail and around it
  'GET /api/mallpcapi/product/productDetail': 'goodsId',
  'GET /api/mallpcapi/product/productGoods': 'goodsId num',
  'GET /api/buyer/goods/:id/skus': '',
  'GET /api/buyer/goods/sku/:id/goods-id': '',
  'GET /api/buyer/goods/tags/:mark/goods': 'seller_id num',
  'GET /api/buyer/trade/goods/:id/sales': PAGE,
  'GET /api/buyer/members/comments/goods/:id': `grade have_image ${PAGE}`,
  'GET /api/buyer/members/comments/goods/:id/count': '',
  'GET /api/buyer/members/asks/list': `goods_id ${PAGE}`,
  'GET /api/buyer/members/asks': PAGE,
  'POST /api/buyer/members/asks': 'goods_id ask_content anonymous',
  'GET /api/buyer/members/asks/detail/:ask_id': '',
  'GET /api/buyer/members/asks/relation/:ask_id/:goods_id': 'num',
  'GET /api/buyer/members/asks/reply/list/:ask_id': PAGE,
  'POST /api/buyer/members/asks/reply': 'ask_id reply_content anonymous',
  'POST /api/mallpcapi/memberFavorite/updateFavorite': 'goodsId favorite',
  'GET /api/mallpcapi/memberFavorite/query_page': `goodsId ${MALL_PAGE}`,
  'GET /api/mallpcapi/product/queryBrowseRecord': MALL_PAGE,
  'POST /api/buyer/members/collection/shop': 'shop_id',
  'DELETE /api/buyer/members/collection/shop/:shop_id': '',
  'GET /api/buyer/members/collection/shop/:shop_id': '',
  'GET /api/buyer/members/collection/shops': PAGE,
  // promotions
  'GET /api/buyer/promotions/coupons/all': `seller_id ${PAGE}`,
  'POST /api/buyer/members/coupon/:id/receive': '',
  'GET /api/buyer/promotions/group-buy/goods': PAGE,
  'GET /api/buyer/promotions/crowdfunding': PAGE,
  'GET /api/buyer/promotions/seckill/time-line': '',
  'GET /api/buyer/promotions/seckill/goods-list': `range_time ${PAGE}`,
  'GET /api/buyer/promotions/exchange/goods': PAGE,
  // cart
  'GET /api/buyer/trade/carts/all': 'way',
  'GET /api/buyer/trade/carts/checked': 'way',
  'GET /api/buyer/trade/carts/price': 'way',
  'POST /api/buyer/trade/carts': 'way sku_id num shipment_type activity_id promotion_type',
  'POST /api/buyer/trade/carts/buy': 'sku_id num shipment_type',
  'POST /api/buyer/trade/carts/sku/:sku_id': 'way shipment_type checked num',
  'POST /api/buyer/trade/carts/checked': 'way checked',
  'POST /api/buyer/trade/carts/seller/:seller_id': 'way checked',
  'DELETE /api/buyer/trade/carts/:sku_ids/sku': 'way shipment_type',
  'DELETE /api/buyer/trade/carts': 'way',
  'POST /api/buyer/trade/promotion': 'seller_id sku_id promotion_id promotion_type',
  'DELETE /api/buyer/trade/promotion': 'seller_id sku_id',
  'GET /api/mallpcapi/orderCart/cartlist': '',
  'POST /api/mallpcapi/orderCart/cartlist': '',
  'POST /api/mallpcapi/orderCart/cartcount': 'shipmentType',
  'POST /api/mallpcapi/orderCart/addtocart': 'skuId num shipmentType',
  'POST /api/mallpcapi/orderCart/edit': 'skuId num shipmentType',
  'POST /api/mallpcapi/orderCart/delete': 'skuIds shipmentType',
  'POST /api/mallpcapi/orderCart/ischecked': 'checked skuId sellerId shipmentType',
  'POST /api/mallpcapi/conditionSale/check': 'skuId num shipmentType',
  // login, session, accounts
  'POST /api/mallpcapi/login/login': 'username password captcha altcha smsCode mobile',
  'GET /api/base/captchas/:uuid/:scene': '',
  'GET /api/base/altcha/:scene': '',
  'POST /api/mallpcapi/member/sendEmailVerification': '',
  'POST /api/mallpcapi/member/verifyEmail': 'token',
  'GET /api/mallpcapi/member/getMemberInfo': '',
  'GET /api/mallpcapi/member/getMemberByToken': '',
  'GET /api/mallpcapi/login/logout': '',
  'POST /api/mallpcapi/member/updateLanguage': 'language',
  'POST /api/passport/token': 'refresh_token',
  'POST /api/mallpcapi/login/sendCode': 'mobile scene',
  'POST /api/mallpcapi/member/register': 'username password mobile smsCode agreement language',
  'POST /api/mallpcapi/member/registerByEmail': 'username password email agreement language',
  'GET /api/buyer/passport/find-pwd': 'account uuid',
  'POST /api/buyer/passport/find-pwd/send': 'uuid',
  'GET /api/buyer/passport/find-pwd/valid': 'uuid sms_code',
  'PUT /api/buyer/passport/find-pwd/update-password': 'uuid password',
  'POST /api/mallpcapi/member/saveUserInfo': 'nickname userName email sex birthday language headImg',
  'POST /api/mallpcapi/member/updatePassword': 'oldPassword password',
  'POST /api/mallpcapi/member/updatePayPassword': 'loginPassword password',
  'POST /api/mallpcapi/member/bindMobile': 'mobile smsCode',
  'POST /api/mallpcapi/member/changeMobile': 'password mobile smsCode',
  'POST /api/mallpcapi/member/bindEmail': 'password email',
  'GET /api/mallpcapi/member/getAccountSecurity': '',
  'GET /api/mallpcapi/memberWallet/getBalanceInformation': MALL_PAGE,
  'GET /api/buyer/members/statistics': '',
  'GET /api/mallpcapi/member/generateChatSSOUrl': 'shop_id goods_id',
  'POST /api/mallpcapi/chat/open': 'ticket',
  'GET /api/mallpcapi/chat/messages': 'conversation_id after',
  'POST /api/mallpcapi/chat/send': 'conversation_id goods_id content',
  'GET /api/buyer/members/points/current': '',
  'GET /api/buyer/members/points': PAGE,
  'GET /api/buyer/members/coupon': `status ${PAGE}`,
  // addresses, checkout, orders, payment
  'GET /api/base/regions/:id/children': '',
  'GET /api/buyer/members/addresses': '',
  'GET /api/buyer/members/address/:id': '',
  'POST /api/buyer/members/address': ADDRESS,
  'PUT /api/buyer/members/address/:id': ADDRESS,
  'DELETE /api/buyer/members/address/:id': '',
  'PUT /api/buyer/members/address/:id/default': '',
  'GET /api/buyer/trade/checkout-params': '',
  'POST /api/buyer/trade/checkout-params/address-id/:id': '',
  'POST /api/buyer/trade/checkout-params/payment-type': 'payment_type',
  'POST /api/buyer/trade/checkout-params/receive-time': 'receive_time',
  'POST /api/buyer/trade/checkout-params/remark': 'remark',
  'POST /api/buyer/trade/checkout-params/receipt': `receipt_type ${RECEIPT}`,
  'DELETE /api/buyer/trade/checkout-params/receipt': '',
  'POST /api/buyer/trade/checkout-params/coupon': 'mc_id used',
  'GET /api/buyer/trade/checkout-params/discount-cards': '',
  'POST /api/buyer/trade/checkout-params/discount-card': 'card_id used',
  'POST /api/buyer/trade/create': 'idempotency_key way client',
  'POST /api/buyer/balance/pay/:kind/:sn': 'password',
  'GET /api/buyer/trade/orders': `order_status key_words ${PAGE}`,
  'GET /api/buyer/trade/orders/status-num': '',
  'GET /api/buyer/trade/orders/:sn': '',
  'GET /api/buyer/trade/orders/:sn/cancel-left-time': '',
  'POST /api/buyer/trade/orders/:sn/cancel': 'reason',
  'POST /api/buyer/trade/orders/:sn/rog': '',
  'GET /api/buyer/express': 'id num',
  'GET /api/buyer/trade/snapshots/:id': '',
  'POST /api/buyer/trade/orders/:sn/buy-again': '',
  'GET /api/seller/trade/snapshots/:id': '',
  'GET /api/buyer/payment/:client': '',
  'GET /api/buyer/trade/orders/cashier': 'trade_sn order_sn',
  'GET /api/buyer/order/pay/:kind/:sn': 'payment_plugin_id client_type',
  'POST /api/buyer/balance/part/:kind/:sn': 'password',
  'POST /api/buyer/payment/transfer/:kind/:sn': '',
  'GET /api/buyer/payment/weixin/status/:id': '',
  'POST /api/buyer/payment/notify/sandboxPlugin': 'reference amount status sign',
  'POST /api/sandbox-gateway/checkout': GATEWAY_FORM,
  'GET /api/sandbox-gateway/qr': QR_LINK,
  'POST /api/sandbox-gateway/qr': QR_LINK,
  'POST /api/sandbox-gateway/confirm': GATEWAY_FORM,
  // receipts, purchase requests, help and messages, merchant application, files
  'GET /api/buyer/members/receipt/history': PAGE,
  'GET /api/buyer/members/receipt/history/:history_id': '',
  'GET /api/buyer/members/receipt/address/detail': '',
  'POST /api/buyer/members/receipt/address': RECEIPT_ADDRESS,
  'PUT /api/buyer/members/receipt/address/:id': RECEIPT_ADDRESS,
  'GET /api/buyer/members/receipt/:type': '',
  'POST /api/buyer/members/receipt': `receipt_type ${TITLE}`,
  'PUT /api/buyer/members/receipt/:id': TITLE,
  'DELETE /api/buyer/members/receipt/:id': '',
  'PUT /api/buyer/members/receipt/:id/:type': '',
  'GET /api/buyer/members/zpzz/detail': '',
  'POST /api/buyer/members/zpzz': ZPZZ,
  'PUT /api/buyer/members/zpzz/:id': ZPZZ,
  'DELETE /api/buyer/members/zpzz/:id': '',
  'GET /api/buyer/shops/:ids/check/receipt': '',
  'POST /api/b2b/purchase/orders': PURCHASE,
  'GET /api/b2b/purchase/orders/search': `keyword category status mine ${PAGE}`,
  'GET /api/b2b/purchase/orders/:id': '',
  'GET /api/mallpcapi/systemQuestionAnswer/getAllQuestion': '',
  'GET /api/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer': 'id keyword',
  'GET /api/buyer/members/member-nocice-logs': `read ${PAGE}`,
  'GET /api/buyer/members/member-nocice-logs/number': '',
  'PUT /api/buyer/members/member-nocice-logs/:ids/read': '',
  'DELETE /api/buyer/members/member-nocice-logs/:ids': '',
  'POST /api/mallpcapi/feedback/submit': 'type content contact',
  // reviews of goods bought (issue 12 §1)
  'POST /api/buyer/members/comments': 'order_sn sku_id rating content images anonymous',
  'POST /api/buyer/members/comments/additional': 'comment_id content images',
  'GET /api/buyer/members/comments/pending': `order_sn ${PAGE}`,
  'POST /api/mallpcapi/productComments/memberAllComments': `commentId ${MALL_PAGE}`,
  'GET /api/mallpcapi/ytConfig/merchantTemplate': '',
  'GET /api/mallpcapi/proxyMerchantOnboarding/checkStatus': '',
  'POST /api/mallpcapi/proxyMerchantOnboarding/saveApply': 'applyType mainSalesChannels purchaseAmount remark attachment',
  'POST /api/mallpcapi/upload/file': 'path',
  'GET /uploads/generated/:kind/:file': '',
  'GET /uploads/*': '',
  'GET /templates/merchant/:file': '',
  // after-sale and refunds (issue 12 §4)
  'GET /api/buyer/after-sales/apply/:order_sn': '',
  'POST /api/buyer/after-sales/apply': 'order_sn service_type sku_id num reason description images',
  'GET /api/buyer/after-sales': `status ${PAGE}`,
  'GET /api/buyer/after-sales/refunds': PAGE,
  'GET /api/buyer/after-sales/detail/:sn': '',
  'POST /api/buyer/after-sales/detail/:sn/ship': 'logi_id ship_no',
  'POST /api/buyer/after-sales/detail/:sn/close': '',
  'GET /api/seller/after-sales': `status ${PAGE}`,
  'POST /api/seller/after-sales/:sn/audit': 'agree remark',
  'POST /api/seller/after-sales/:sn/stock-in': '',
  'POST /api/seller/after-sales/:sn/refund': '',
  'POST /api/buyer/after-sales/refund-notify/sandboxPlugin': 'reference bill amount status sign',
};

/**
 * Routes whose errors are not API replies: images and files (a text 404), and the sandbox
 * gateway, which stands in for an outside payment provider's pages and its notification
 * protocol (`fail` with a 400). They must still never answer 5xx.
 */
export const NOT_API_REPLIES: readonly RegExp[] = [
  /^\/uploads\//,
  /^\/templates\//,
  /^\/api\/mallpcapi\/banner\/image\//,
  /^\/api\/sandbox-gateway\//,
  /^\/api\/buyer\/payment\/notify\//,
  /^\/api\/buyer\/after-sales\/refund-notify\//,
];

/** Every field name the table knows: the pool a route's extra (unexpected) fields come from. */
export const ALL_FIELDS: readonly string[] = [
  ...new Set(Object.values(ROUTE_FIELDS).flatMap((fields) => fields.split(' ').filter(Boolean))),
];

export const fieldsOf = (key: string): readonly string[] => (ROUTE_FIELDS[key] ?? '').split(' ').filter(Boolean);
