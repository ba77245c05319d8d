import type { PurchasePublish } from '../../../../src/core/contract/requests-purchase';
import { inPurchaseWindow, PURCHASE_IMAGE_PATTERN } from '../../../../src/core/contract/rules-purchase';
import { validationError } from '../../http/errors';
import type { PurchaseRecord } from '../../repos/purchase/purchase-orders';

/** A purchase request as the form sends it, checked field by field (spec §5 "Purchase request"): the row the repo stores. */
export type PurchaseInput = PurchaseRecord;

/** A date of the form, held to the window around the server's day. */
function windowDate(seconds: number, field: string, nowMs: number): number {
  if (!inPurchaseWindow(seconds, nowMs)) throw validationError('purchaseDateWindow', { field });
  return seconds;
}

/**
 * The form as the route schema read it (contract `PurchasePublish`), held to what only the server
 * judges: the image must be one this member uploaded, the dates within the window of its clock.
 * Region and category ids are checked against the database by the caller.
 */
export function parsePurchaseInput(form: PurchasePublish, memberId: number, nowMs: number): PurchaseInput {
  const goodsImg = form.goods_img ?? '';
  const image = PURCHASE_IMAGE_PATTERN.exec(goodsImg);
  if (goodsImg !== '' && Number(image?.[1]) !== memberId) throw validationError('purchaseImage', { field: 'goods_img' });
  return {
    title: form.title,
    goodsType: form.goods_type,
    goodsNames: form.goods_names,
    goodsCategory: form.goods_category,
    goodsNum: form.goods_num,
    goodsUnit: form.goods_unit,
    goodsSku: form.goods_sku ?? '',
    goodsImg,
    closingDate: windowDate(form.closing_date, 'closing_date', nowMs),
    receivingDate: windowDate(form.receiving_date, 'receiving_date', nowMs),
    priceType: form.price_type,
    // an MXN amount of at most 2 decimals: its centavos, exactly
    goodsPrice: Math.round(form.goods_price * 100),
    shipCounty: form.ship_county,
    sellerCounty: form.seller_county,
    needReceipt: form.need_receipt ? 1 : 0,
    remark: form.remark ?? '',
    privacy: form.privacy,
    contactName: form.contact_name,
    contactNum: form.contact_num,
  };
}
