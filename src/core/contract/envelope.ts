/**
 * The `/mallpcapi/*` envelope: always HTTP 200, `code` 200 on success; 400 validation, 401 bad
 * credentials, 404 not found, 502 session gone, 500 server. A function, so a bundle that never
 * names the envelope pays nothing.
 */
import { boolean, number, string, type, type Infer, type Struct } from 'superstruct';
import type { SameShape } from './same-shape';

export interface MallReply<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}

const envelope = <T, S>(result: Struct<T, S>) => type({ success: boolean(), code: number(), message: string(), result });
const tied: SameShape<Infer<ReturnType<typeof envelope<number[], null>>>, MallReply<number[]>> = true;

/** The envelope around a result struct. */
export const mallReply = envelope as typeof tied extends true
  ? <T, S>(result: Struct<T, S>) => Struct<MallReply<T>, ReturnType<typeof envelope<T, S>>['schema']>
  : never;
