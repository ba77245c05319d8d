// The purchase request form's draft and its checks (spec §5 "Purchase request"), pure: the page
// renders what `checkDraft` finds; the server checks the same rules again.
import type { PurchaseForm } from '../../core/api/purchase';
import { MONEY_PATTERN } from '../../core/contract/rules';
import {
  isoOfDay,
  PURCHASE_CONTACT_MAX,
  PURCHASE_NAMES_MAX,
  PURCHASE_NUM_MAX,
  PURCHASE_PHONE_PATTERN,
  PURCHASE_REMARK_MAX,
  PURCHASE_SKU_MAX,
  PURCHASE_TITLE_MAX,
  PURCHASE_UNIT_MAX,
  purchaseDayWindow,
  secondsOfIso,
} from '../../core/contract/rules-purchase';

export type FieldName = keyof PurchaseForm;
/** The form as typed: dates as `YYYY-MM-DD`, regions as area ids ('' until chosen). */
export type Draft = PurchaseForm;

export const EMPTY_DRAFT: Draft = {
  title: '',
  goods_type: '0',
  goods_names: '',
  goods_category: '',
  goods_num: '1',
  goods_unit: '',
  goods_sku: '',
  goods_img: '',
  closing_date: '',
  receiving_date: '',
  price_type: '0',
  goods_price: '',
  ship_county: '',
  seller_county: '',
  need_receipt: '0',
  remark: '',
  privacy: '1',
  contact_name: '',
  contact_num: '',
};

/** A problem as a string key under `pur.form.errors` and its parameters. */
export interface Problem {
  key: 'required' | 'choose' | 'region' | 'integer' | 'money' | 'date' | 'leadingSpace' | 'tooLong' | 'phone';
  params?: Record<string, string | number>;
}
export type Problems = Partial<Record<FieldName, Problem>>;

/** The first and last day a date may take, as `YYYY-MM-DD`. */
export function dateWindow(nowMs: number): { from: string; to: string } {
  const { min, max } = purchaseDayWindow(nowMs);
  return { from: isoOfDay(min), to: isoOfDay(max) };
}

const TEXTS: [FieldName, number, boolean][] = [
  ['title', PURCHASE_TITLE_MAX, true],
  ['goods_names', PURCHASE_NAMES_MAX, true],
  ['goods_unit', PURCHASE_UNIT_MAX, true],
  ['goods_sku', PURCHASE_SKU_MAX, false],
  ['remark', PURCHASE_REMARK_MAX, false],
  ['contact_name', PURCHASE_CONTACT_MAX, true],
  ['contact_num', 20, true],
];

function textProblem(value: string, max: number, required: boolean): Problem | undefined {
  if (value.trim() === '') return required ? { key: 'required' } : undefined;
  if (/^\s/.test(value)) return { key: 'leadingSpace' };
  if ([...value].length > max) return { key: 'tooLong', params: { max } };
  return undefined;
}

/** Every field's first problem; an empty result means the draft may be sent. */
export function checkDraft(draft: Draft, nowMs: number): Problems {
  const problems: Problems = {};
  for (const [field, max, required] of TEXTS) {
    const problem = textProblem(draft[field], max, required);
    if (problem) problems[field] = problem;
  }
  if (!problems.contact_num && !PURCHASE_PHONE_PATTERN.test(draft.contact_num.trim())) problems.contact_num = { key: 'phone' };
  if (!draft.goods_category) problems.goods_category = { key: 'choose' };
  if (!/^\d{1,8}$/.test(draft.goods_num) || Number(draft.goods_num) < 1 || Number(draft.goods_num) > PURCHASE_NUM_MAX) {
    problems.goods_num = { key: 'integer', params: { max: PURCHASE_NUM_MAX } };
  }
  if (draft.goods_price.trim() === '') problems.goods_price = { key: 'required' };
  else if (!MONEY_PATTERN.test(draft.goods_price.trim())) problems.goods_price = { key: 'money' };
  const window = dateWindow(nowMs);
  for (const field of ['closing_date', 'receiving_date'] as const) {
    const value = draft[field];
    if (value === '') problems[field] = { key: 'required' };
    else if (secondsOfIso(value) === undefined || value < window.from || value > window.to)
      problems[field] = { key: 'date', params: window };
  }
  if (!draft.ship_county) problems.ship_county = { key: 'region' };
  if (!draft.seller_county) problems.seller_county = { key: 'region' };
  return problems;
}

/** The draft as the server takes it: trimmed text, dates in seconds. */
export function toForm(draft: Draft): PurchaseForm {
  const form = { ...draft };
  for (const [field] of TEXTS) form[field] = draft[field].trim();
  form.goods_price = draft.goods_price.trim();
  form.closing_date = String(secondsOfIso(draft.closing_date) ?? '');
  form.receiving_date = String(secondsOfIso(draft.receiving_date) ?? '');
  return form;
}

/** Whether the buyer typed or chose anything: closing asks first (spec §8). */
export const isDirty = (draft: Draft): boolean => (Object.keys(draft) as FieldName[]).some((field) => draft[field] !== EMPTY_DRAFT[field]);
