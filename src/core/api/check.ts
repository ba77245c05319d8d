// Replies are checked against the shape we rely on, so a backend that drifts fails loudly with
// the path of the first wrong field instead of rendering `undefined`.
import { create, StructError, type Struct } from 'superstruct';
import { ApiError } from '../errors';
import { request, type Call } from '../http';

/** Sends a call (through the buyer client unless another is given) and checks its reply. */
export async function call<T, S>(spec: Call, shape: Struct<T, S>, send: (call: Call) => Promise<unknown> = request): Promise<T> {
  const value = await send(spec);
  try {
    return create(value, shape);
  } catch (error) {
    const detail = error instanceof StructError ? `${error.path.join('.') || '(reply)'}: ${error.message}` : String(error);
    throw new ApiError(`Unexpected reply from ${spec.path} at ${detail}`, 200, 'SHAPE', spec.path, value, { cause: error });
  }
}
