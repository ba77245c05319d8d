/**
 * Route schemas are superstruct structs of src/core/contract. The validator reads params, query
 * and body as the contract's request fields do (`{ coerce: true }`: text becomes the typed
 * value) and turns the first refusal into the translated 400 naming the field, as the handlers'
 * own checks did. The serializer writes replies as JSON; outside production it first holds the
 * reply to its route's struct, so a reply off the contract is a 500 naming the field in tests.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { Struct, StructError, validate } from 'superstruct';
import type { MessageKey, MessageParams } from '../../../src/core/contract/messages';
import { validationError } from './errors';
import { asSource } from './source';

type AnyStruct = Struct<unknown, unknown>;

function structOf(schema: unknown, where: string): AnyStruct {
  if (!(schema instanceof Struct)) throw new Error(`[vitrina] ${where}: a route schema must be a superstruct struct of src/core/contract`);
  return schema as AnyStruct;
}

/**
 * The first refusal as the API answers it (see src/core/contract/request-fields.ts): the field is
 * its path unless the refusal names it otherwise (a path's `:id` is `goods_id` to the caller).
 */
function refusalOf(error: StructError) {
  // the failure itself: the error's own message is prefixed with its path
  const [failure] = error.failures();
  const field = error.path.join('.');
  let params: MessageParams = {};
  try {
    params = JSON.parse(failure?.message ?? '') as MessageParams;
  } catch {
    // a struct that is not one of the request fields: its failure names no parameters
  }
  const key = error.refinement as MessageKey | undefined;
  return validationError(key ?? 'fieldRequired', { field, ...params });
}

/** Params, query and body: a query string or a form is an object of text (anything else reads as empty). */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const struct = structOf(schema, `${method} ${url} ${httpPart ?? ''}`);
  return (data: unknown) => {
    const [error, value] = validate({ ...asSource(data) }, struct, { coerce: true });
    return error ? { error: refusalOf(error) } : { value };
  };
};

/** A `/mallpcapi` refusal travels as a 200 too (render.ts `sendError`): it is not the route's reply. */
const isRefusal = (data: unknown) => typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;

export function serializerCompiler(options: { production: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (options.production) return (data) => JSON.stringify(data);
    const struct = structOf(schema, `${method} ${url} ${httpStatus}`);
    return (data) => {
      const json = JSON.stringify(data);
      if (isRefusal(data)) return json;
      // what the client will read: the JSON, not the objects (a Date is its text there)
      const [error] = validate(json === undefined ? undefined : JSON.parse(json), struct);
      if (error) {
        const where = error.path.join('.') || '(reply)';
        throw new Error(`[vitrina] ${method} ${url} replied off its schema at ${where}: ${error.message}`);
      }
      return json;
    };
  };
}
