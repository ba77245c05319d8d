import type { FastifyTypeProvider } from 'fastify';
import type { Struct } from 'superstruct';

/**
 * Types a route's `request.params/query/body` and its reply from the contract structs in its
 * schema (`app.withTypeProvider<StructTypes>()`), so a handler reads what the validator made of
 * the request and returns what its response struct says, both checked by the compiler.
 */
export interface StructTypes extends FastifyTypeProvider {
  readonly validator: this['schema'] extends Struct<infer T, infer _S> ? T : unknown;
  readonly serializer: this['schema'] extends Struct<infer T, infer _S> ? T : unknown;
}
