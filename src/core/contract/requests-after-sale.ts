// Request shapes of after-sale and refunds (issue 12 §4), as the server's route schemas read them
// and the member centre's form builds them.
import { coerce, define, optional, type, unknown, type Infer, type Struct } from 'superstruct';
import { idList, int, javashopPaging, oneOf, refusal, rule, text } from './request-fields';
import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_IMAGES_MAX,
  SERVICE_LINES_MAX,
  SERVICE_NUM_MAX,
  SERVICE_REASONS,
  SERVICE_REMARK_MAX,
  SERVICE_SHIP_NO_PATTERN,
  SERVICE_STATUSES,
  SERVICE_TYPES,
} from './rules-after-sale';
import { ORDER_SN_MAX } from './requests-trade';

/** A stored upload's served path, as the uploads call replies it. */
const IMAGE_PATH = /^\/uploads\/[A-Za-z0-9/_.-]{1,200}$/;

/** Repeated (or comma-separated) form values as a list; one value is a list of one. */
const listOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw])
    .flatMap((value) => (value === undefined || value === null ? [] : String(value).split(',')))
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Units per line, 1…SERVICE_NUM_MAX each, as many as `sku_id`s (checked by the server). */
export function numList(): Struct<number[], null> {
  const is = (value: unknown): value is number[] =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= SERVICE_LINES_MAX &&
    value.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= SERVICE_NUM_MAX);
  const checked = define<number[]>('units per line', (value) => is(value) || refusal('afterSaleNumList', { max: SERVICE_NUM_MAX }));
  return coerce(checked, unknown(), (raw) => {
    if (is(raw)) return raw;
    const values = listOf(raw).map((part) => (/^\d{1,6}$/.test(part) ? Number(part) : Number.NaN));
    return is(values) ? values : raw;
  });
}

/** Up to SERVICE_IMAGES_MAX stored uploads' paths; none is an empty list. */
export function imageList(): Struct<string[], null> {
  const is = (value: unknown): value is string[] =>
    Array.isArray(value) && value.length <= SERVICE_IMAGES_MAX && value.every((path) => typeof path === 'string' && IMAGE_PATH.test(path));
  const tooMany = (value: unknown) => Array.isArray(value) && value.length > SERVICE_IMAGES_MAX;
  const checked = define<string[]>('image paths', (value) => {
    if (tooMany(value)) return refusal('afterSaleImagesMax', { max: SERVICE_IMAGES_MAX });
    return is(value) || refusal('afterSaleImage');
  });
  return coerce(checked, unknown(), (raw) => {
    if (is(raw)) return raw;
    const values = listOf(raw);
    return is(values) || tooMany(values) ? values : raw;
  });
}

/**
 * `POST /buyer/after-sales/apply`: which order, which kind of service, which skus and how many
 * (`sku_id` and `num` repeated in pairs), why, and up to 5 photos. No amount: the server computes it.
 */
export const ServiceApplyForm = type({
  order_sn: text(ORDER_SN_MAX),
  service_type: oneOf(SERVICE_TYPES),
  sku_id: idList(SERVICE_LINES_MAX),
  num: numList(),
  reason: oneOf(SERVICE_REASONS),
  description: optional(text(SERVICE_DESCRIPTION_MAX)),
  images: optional(imageList()),
});
export type ServiceApplyForm = Infer<typeof ServiceApplyForm>;

/** `/buyer/after-sales/{sn}…` and `/seller/after-sales/{sn}…` */
export const ServiceSnParams = type({ sn: text(ORDER_SN_MAX) });
/** `GET /buyer/after-sales/apply/{order_sn}` */
export const ServiceOrderParams = type({ order_sn: text(ORDER_SN_MAX) });

/** `GET /buyer/after-sales`: a page, optionally one state. */
export const ServiceListQuery = type({ ...javashopPaging(), status: optional(oneOf(SERVICE_STATUSES)) });
export type ServiceListQuery = Infer<typeof ServiceListQuery>;

/** `GET /buyer/after-sales/refunds`: a page. */
export const RefundListQuery = type(javashopPaging());
export type RefundListQuery = Infer<typeof RefundListQuery>;

/** `POST /buyer/after-sales/{sn}/ship`: the carrier and the courier's tracking number of the goods sent back. */
export const ServiceShipForm = type({
  logi_id: int(1, 1_000_000),
  ship_no: rule(text(40), 'afterSaleShipNo', (value) => SERVICE_SHIP_NO_PATTERN.test(value)),
});
export type ServiceShipForm = Infer<typeof ServiceShipForm>;

/** `POST /seller/after-sales/{sn}/audit`: pass (1) or refuse (0), with a remark. */
export const ServiceAuditForm = type({
  agree: oneOf(['0', '1'] as const),
  remark: optional(text(SERVICE_REMARK_MAX)),
});
export type ServiceAuditForm = Infer<typeof ServiceAuditForm>;

/** `GET /seller/after-sales`: the shop's services, a page. */
export const SellerServiceQuery = ServiceListQuery;
