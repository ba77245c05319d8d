/**
 * The fields of a request as both sides see them. Each struct takes the typed value the client
 * builds (its `Infer` type is the client's), and, validated with `{ coerce: true }` as the
 * server's route schemas are, the text a query string or a form sends: one value (a list is
 * refused), trimmed, empty meaning absent, no control characters. A refusal's `refinement` is the
 * key of its translated message and its `message` that message's parameters as JSON, which the
 * server's validator (server/src/http/schema.ts) turns into the 400 naming the field.
 */
import { coerce, define, dynamic, optional, refine, unknown, type Struct } from 'superstruct';
import type { MessageKey } from './messages';
import { intFromText, MONEY_MAX_MXN, MONEY_PATTERN, PAGE_NO_MAX, PAGE_SIZE_MAX } from './rules';

/** How a field is refused: superstruct keeps a refinement's name and a text, nothing more. */
export interface Refusal {
  refinement: MessageKey;
  message: string;
}
export const refusal = (key: MessageKey, params: Readonly<Record<string, string | number>> = {}): Refusal => ({
  refinement: key,
  message: JSON.stringify(params),
});

/**
 * C0 controls other than tab, line feed and carriage return, and DEL: no person types them, and
 * PostgreSQL refuses NUL in text outright (a 500 if it got that far).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 surrogate pair without the other half: not a character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds only characters a person can send. */
export const isPlainText = (text: string): boolean => !CONTROL_CHARACTER.test(text) && !LONE_SURROGATE.test(text);

/** One sent value as trimmed text; undefined when absent or empty; a refusal when it cannot be one value of text. */
function textOf(raw: unknown): string | undefined | Refusal {
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) return refusal('fieldSingle');
  if (typeof raw === 'object') return refusal('fieldScalar');
  const text = String(raw);
  if (!isPlainText(text)) return refusal('fieldControlChars');
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** How a field's refusals read: the name they give it (a path's `:id` is `goods_id` to the caller), the key when it is absent. */
export interface FieldNaming {
  as?: string;
  blank?: MessageKey;
}

/**
 * A required field of type T: `parse` reads the sent text (undefined when it is not a T), `is`
 * judges a typed value, `wrong` is the refusal of text that is not a T.
 */
function field<T>(
  name: string,
  parse: (text: string) => T | undefined,
  is: (value: unknown) => value is T,
  wrong: Readonly<Record<string, string | number>> & { key: MessageKey },
  naming: FieldNaming = {},
): Struct<T, null> {
  const as: Readonly<Record<string, string>> = naming.as === undefined ? {} : { field: naming.as };
  const { key, ...params } = wrong;
  const checked = define<T>(name, (value) => {
    if (is(value)) return true;
    const text = textOf(value);
    if (text === undefined) return refusal(naming.blank ?? 'fieldRequired', as);
    if (typeof text !== 'string') return refusal(text.refinement, as);
    return refusal(key, { ...params, ...as });
  });
  // text is always read (trimmed, empty is absent); a typed value from JSON stands as it is
  return coerce(checked, unknown(), (raw) => {
    if (typeof raw !== 'string' && is(raw)) return raw;
    const text = textOf(raw);
    if (typeof text !== 'string') return text === undefined ? undefined : raw;
    return parse(text) ?? raw;
  });
}

/** A field absent from the request reads as `fallback` (paging's defaults). */
export function withDefault<T>(struct: Struct<T, null>, fallback: T): Struct<T, null> {
  return coerce(struct, unknown(), (raw) => (textOf(raw) === undefined ? fallback : raw));
}

/** A whole number in `min`…`max` (sent as decimal digits). */
export function int(min: number, max: number, naming?: FieldNaming): Struct<number, null> {
  const is = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
  return field(`int ${min}..${max}`, (text) => intFromText(text, min, max), is, { key: 'fieldInteger', min, max }, naming);
}

/** PostgreSQL's `int` (int4) ends here; a larger parameter compared with such a column is an error, not a miss. */
export const INT4_MAX = 2_147_483_647;

/** The id of a `bigint` column (goods, skus, members, orders, …): a positive integer JS holds exactly. */
export const id = (naming?: FieldNaming) => int(1, Number.MAX_SAFE_INTEGER, naming);
/** The id of an `int` column (shops, categories, brands, regions, labels: see the migrations). */
export const intId = (naming?: FieldNaming) => int(1, INT4_MAX, naming);

/** One of `values`, as sent. */
export function oneOf<const T extends string>(values: readonly T[]): Struct<T, null> {
  const is = (value: unknown): value is T => values.some((candidate) => candidate === value);
  return field(`one of ${values.join(', ')}`, (text) => (is(text) ? text : undefined), is, {
    key: 'fieldOneOf',
    values: values.join(', '),
  });
}

/** Text of at most `max` characters (code points, as a person counts them). */
export function text(max: number, naming?: FieldNaming): Struct<string, null> {
  const is = (value: unknown): value is string => typeof value === 'string' && isPlainText(value) && [...value].length <= max;
  return field(`text of at most ${max}`, (sent) => sent, is, { key: 'fieldTooLong', max }, naming);
}

/** One of the values of `codes`, sent as its code (`'1'` for wholesale, `'0'`/`'1'` for a flag). */
export function coded<T extends string | number | boolean>(codes: Readonly<Record<string, T>>): Struct<T, null> {
  const values = Object.values(codes);
  const is = (value: unknown): value is T => values.some((candidate) => candidate === value);
  const parse = (sent: string) => (Object.hasOwn(codes, sent) ? codes[sent] : undefined);
  return field(`one of ${Object.keys(codes).join(', ')}`, parse, is, { key: 'fieldOneOf', values: Object.keys(codes).join(', ') });
}

/** Javashop's 0/1 flag (`checked`). */
export const flag01 = () => coded({ '0': 0, '1': 1 } as const);

/**
 * Ids as `1,2,3` (a Javashop path) or repeated or comma-separated form values (the mall's), at
 * least one and at most `max`; anything else is one refusal naming the list.
 */
export function idList(max: number): Struct<number[], null> {
  const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 1;
  const is = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.length <= max && value.every(isId);
  const checked = define<number[]>('a list of ids', (value) => is(value) || refusal('tradeIdList', { max }));
  return coerce(checked, unknown(), (raw) => {
    if (is(raw)) return raw;
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
      value === undefined || value === null ? [] : String(value).split(','),
    );
    const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
    const values = ids.map((part) => (/^\d{1,16}$/.test(part) ? Number(part) : Number.NaN));
    return is(values) ? values : raw;
  });
}

/** Whether a field was sent with a value (empty text is absent, as for every field). */
export const isPresent = (raw: unknown): boolean => textOf(raw) !== undefined;

/** An amount in MXN with at most 2 decimals, up to MONEY_MAX_MXN (a price filter). */
export function money(): Struct<number, null> {
  const is = (value: unknown): value is number => typeof value === 'number' && value <= MONEY_MAX_MXN && MONEY_PATTERN.test(String(value));
  const checked = define<number>('money', (value) => {
    if (is(value)) return true;
    if (value === undefined || value === null || value === '') return refusal('fieldRequired');
    return refusal(Array.isArray(value) ? 'fieldSingle' : 'fieldMoney');
  });
  // as the price filters always read: only the empty text is absent, anything else must be an amount
  return coerce(checked, unknown(), (raw) => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (Array.isArray(raw) || typeof raw === 'number') return raw;
    const sent = String(raw).trim();
    return MONEY_PATTERN.test(sent) && Number(sent) <= MONEY_MAX_MXN ? Number(sent) : raw;
  });
}

/** Javashop paging (`page_no`, `page_size`), 10 a page unless asked. */
export const javashopPaging = () => ({
  page_no: withDefault(int(1, PAGE_NO_MAX), 1),
  page_size: withDefault(int(1, PAGE_SIZE_MAX), 10),
});

/** Mall paging (`pageNo`, `pageSize`); each call has its own default page size. */
export const mallPaging = () => ({ pageNo: optional(int(1, PAGE_NO_MAX)), pageSize: optional(int(1, PAGE_SIZE_MAX)) });

/** Javashop's yes/no as a form sends it. */
export const yesNo = () => coded({ '0': false, '1': true, true: true, false: false });

/** A JSON boolean, nothing else (the favourite toggle's body is JSON, as the spec says). */
export const jsonBoolean = () =>
  define<boolean>('a JSON boolean', (value) => typeof value === 'boolean' || refusal('discoveryFieldBoolean'));

/**
 * Ids as `1,2,3` in a path, at most `max` of them, duplicates dropped; anything else (an empty
 * part too) is one refusal naming the list.
 */
export function pathIdList(max: number): Struct<number[], null> {
  const is = (value: unknown): value is number[] =>
    Array.isArray(value) && value.length > 0 && value.length <= max && value.every((id) => Number.isSafeInteger(id) && id >= 1);
  const checked = define<number[]>('ids of a path', (value) => is(value) || refusal('tradeIdList', { max }));
  return coerce(checked, unknown(), (raw) => {
    if (typeof raw !== 'string') return raw;
    const parts = raw.split(',');
    const ids = parts.map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
    return parts.length <= max && is(ids) ? [...new Set(ids)] : raw;
  });
}

/** `struct` held to a rule beyond its type: `key` is the refusal's message, `params` its parameters. */
export function rule<T>(
  struct: Struct<T, null>,
  key: MessageKey,
  test: (value: T) => boolean,
  params: Readonly<Record<string, string | number>> = {},
): Struct<T, null> {
  return refine(struct, key, (value) => test(value) || JSON.stringify(params));
}

/**
 * Text where sent-but-empty means something (an empty email clears it): empty or blank text reads
 * as '', absent stays absent, anything else is `struct`'s.
 */
export function orEmpty(struct: Struct<string, null>): Struct<string, null> {
  const empty = define<string>('empty text', (value) => value === '');
  const either = dynamic<string>((value) => (value === '' ? empty : struct));
  return coerce(either, unknown(), (raw) => (typeof raw === 'string' && raw.trim() === '' && isPlainText(raw) ? '' : raw));
}

/**
 * Ids as `1,2,3` in a path (each read as a number, spaces around it dropped), at most `max` of
 * them and none above `maxId`, duplicates dropped; the path's text held to `textMax` characters.
 * Anything else is one refusal naming the list, with `hint` as an example.
 */
export function pathIds(limits: { max: number; maxId: number; textMax: number; hint: string }): Struct<number[], null> {
  const { max, maxId, textMax, hint } = limits;
  const is = (value: unknown): value is number[] =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= max &&
    value.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= maxId);
  const checked = define<number[]>('ids of a path', (value) => {
    if (is(value)) return true;
    const sent = textOf(value);
    if (sent === undefined) return refusal('fieldRequired');
    if (typeof sent !== 'string') return sent;
    if ([...sent].length > textMax) return refusal('fieldTooLong', { max: textMax });
    return refusal('tradeFieldPattern', { hint });
  });
  return coerce(checked, unknown(), (raw) => {
    const sent = textOf(raw);
    if (typeof sent !== 'string' || [...sent].length > textMax) return raw;
    const ids = sent.split(',').map((part) => Number(part.trim()));
    return is(ids) ? [...new Set(ids)] : raw;
  });
}
