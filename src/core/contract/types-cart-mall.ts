/**
 * The mall family's cart calls (`/mallpcapi/orderCart/*`): the count and add the storefront uses,
 * and the cart list and sale check it does not. The cart list is the Javashop cart with camelCase
 * keys (routes/cart.ts `camelKeys`), so its struct is made from `CartView`'s, not written twice.
 */
import { array, boolean, nullable, number, optional, string, type, type Infer, type Struct } from 'superstruct';
import { CartView } from './types-cart';

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** A reply type with its keys in camelCase, deep. */
export type CamelKeys<T> = T extends readonly (infer U)[]
  ? CamelKeys<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Camel<K> : K]: CamelKeys<T[K]> }
    : T;

/** What `camelStruct` reads of a struct: every superstruct struct has these. */
interface Shape {
  type: string;
  schema: unknown;
  is(value: unknown): boolean;
}
type AnyStruct = Struct<unknown, unknown>;
/** superstruct's structs are invariant in their value type: the walk below handles them as plain structs. */
const plain = (struct: object) => struct as AnyStruct;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function camelOf(struct: Shape): AnyStruct {
  const schema = struct.schema;
  let copy: AnyStruct;
  if (struct.type === 'type' && typeof schema === 'object' && schema !== null) {
    copy = plain(
      type(Object.fromEntries(Object.entries(schema as Record<string, Shape>).map(([key, inner]) => [camel(key), camelOf(inner)]))),
    );
  } else if (struct.type === 'array' && typeof schema === 'object' && schema !== null) {
    copy = plain(array(camelOf(schema as Shape)));
  } else {
    return plain(struct);
  }
  // optional() and nullable() keep the inner struct's type and schema: keep what they allow
  if (struct.is(null)) copy = plain(nullable(copy));
  if (struct.is(undefined)) copy = plain(optional(copy));
  return copy;
}

/** The mall family's copy of a Javashop struct: the same shape and rules, keys in camelCase. */
export const camelStruct = <T, S>(struct: Struct<T, S>): Struct<CamelKeys<T>, null> =>
  camelOf(struct) as unknown as Struct<CamelKeys<T>, null>;

/** `GET|POST /mallpcapi/orderCart/cartlist`: the cart of `/buyer/trade/carts/all`, camelCase. */
export const MallCartView = camelStruct(CartView);
export type MallCartView = Infer<typeof MallCartView>;

/** `POST /mallpcapi/conditionSale/check`: whether `num` units may be bought as asked, and why not. */
export const SaleCheck = type({ pass: boolean(), message: string(), packageUnit: number(), enableQuantity: number() });
export type SaleCheck = Infer<typeof SaleCheck>;
