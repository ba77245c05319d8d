/**
 * A reply outside 2xx, as the transport read it: its status and its body (JSON when labelled so,
 * else text), for the envelope to turn into an ApiError in the buyer's language.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
