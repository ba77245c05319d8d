import {
  inPurchaseWindow,
  PURCHASE_CONTACT_MAX,
  PURCHASE_GOODS_TYPES,
  PURCHASE_IMAGE_PATTERN,
  PURCHASE_NAMES_MAX,
  PURCHASE_NUM_MAX,
  PURCHASE_PHONE_PATTERN,
  PURCHASE_PRICE_TYPES,
  PURCHASE_REMARK_MAX,
  PURCHASE_SKU_MAX,
  PURCHASE_TITLE_MAX,
  PURCHASE_UNIT_MAX,
} from '../../../../src/core/contract/rules-purchase';
import { validationError } from '../../http/errors';
import { optionalCents } from '../../http/money';
import { INT_ID_RANGE, oneOf, optionalFlag, optionalString, requiredInt, requiredString, type Source } from '../../http/params';

/** A purchase request as the form sends it, checked field by field (spec §5 "Purchase request"). */
export interface PurchaseInput {
  title: string;
  goodsType: number;
  goodsNames: string;
  goodsCategory: number;
  goodsNum: number;
  goodsUnit: string;
  goodsSku: string;
  goodsImg: string;
  closingDate: number;
  receivingDate: number;
  priceType: number;
  goodsPrice: number;
  shipCounty: number;
  sellerCounty: number;
  needReceipt: number;
  remark: string;
  privacy: number;
  contactName: string;
  contactNum: string;
}

const SECONDS_RANGE = { min: 0, max: 99_999_999_999 };

function windowDate(source: Source, field: string, nowMs: number): number {
  const seconds = requiredInt(source, field, SECONDS_RANGE);
  if (!inPurchaseWindow(seconds, nowMs)) throw validationError('purchaseDateWindow', { field });
  return seconds;
}

/**
 * Parses the form; the first bad field throws a translated 400 naming it. Region and category
 * ids are checked against the database by the caller. The image must be one this member uploaded.
 */
export function parsePurchaseInput(source: Source, memberId: number, nowMs: number): PurchaseInput {
  const title = requiredString(source, 'title', PURCHASE_TITLE_MAX);
  const goodsType = Number(oneOf(source, 'goods_type', PURCHASE_GOODS_TYPES, '0'));
  const goodsNames = requiredString(source, 'goods_names', PURCHASE_NAMES_MAX);
  const goodsCategory = requiredInt(source, 'goods_category', INT_ID_RANGE);
  const goodsNum = requiredInt(source, 'goods_num', { min: 1, max: PURCHASE_NUM_MAX });
  const goodsUnit = requiredString(source, 'goods_unit', PURCHASE_UNIT_MAX);
  const goodsSku = optionalString(source, 'goods_sku', PURCHASE_SKU_MAX) ?? '';
  const goodsImg = optionalString(source, 'goods_img', 200) ?? '';
  const image = PURCHASE_IMAGE_PATTERN.exec(goodsImg);
  if (goodsImg !== '' && Number(image?.[1]) !== memberId) throw validationError('purchaseImage', { field: 'goods_img' });
  const closingDate = windowDate(source, 'closing_date', nowMs);
  const receivingDate = windowDate(source, 'receiving_date', nowMs);
  const priceType = Number(oneOf(source, 'price_type', PURCHASE_PRICE_TYPES, '0'));
  const goodsPrice = optionalCents(source, 'goods_price');
  if (goodsPrice === undefined) throw validationError('fieldRequired', { field: 'goods_price' });
  const shipCounty = requiredInt(source, 'ship_county', INT_ID_RANGE);
  const sellerCounty = requiredInt(source, 'seller_county', INT_ID_RANGE);
  const needReceipt = optionalFlag(source, 'need_receipt') ? 1 : 0;
  const remark = optionalString(source, 'remark', PURCHASE_REMARK_MAX) ?? '';
  const privacy = Number(oneOf(source, 'privacy', ['0', '1'] as const, '1'));
  const contactName = requiredString(source, 'contact_name', PURCHASE_CONTACT_MAX);
  const contactNum = requiredString(source, 'contact_num', 20);
  if (!PURCHASE_PHONE_PATTERN.test(contactNum)) throw validationError('purchasePhone', { field: 'contact_num' });
  return {
    title,
    goodsType,
    goodsNames,
    goodsCategory,
    goodsNum,
    goodsUnit,
    goodsSku,
    goodsImg,
    closingDate,
    receivingDate,
    priceType,
    goodsPrice,
    shipCounty,
    sellerCounty,
    needReceipt,
    remark,
    privacy,
    contactName,
    contactNum,
  };
}
