/**
 * A reply that is one of several structs (the QR plugin's pay form or the gateway's, a saved
 * record or null). superstruct's `union` keeps no list of its members, so the API tests' strict
 * unknown-key check could not see into it: this one keeps them as its `schema`.
 */
import { Struct, union } from 'superstruct';

type AnyStruct = Struct<unknown, unknown>;

export function oneOfReplies<A, B>(first: Struct<A, unknown>, second: Struct<B, unknown>): Struct<A | B, readonly AnyStruct[]> {
  const either = union([first as AnyStruct, second as AnyStruct]) as Struct<A | B, null>;
  return new Struct({ ...either, schema: [first, second] as readonly AnyStruct[] });
}
