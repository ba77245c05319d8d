/** The one error every API call rejects with. `status` 0 means the network failed or timed out. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The request field the server's message names (`mobile`, `smsCode`…), when it names one. */
  declare readonly field: string | undefined; // set in the constructor only: no field initializer to emit
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly url: string,
    readonly data?: unknown,
    options?: { cause?: unknown; field?: string | undefined },
  ) {
    super(message, options);
    this.field = options?.field;
  }
}

/** A field that failed a validation rule; `message` is already translated. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show a buyer for any failure: API and validation messages are already translated. */
export function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof ValidationError ? error.message : String(error);
}

/** The field a failure names, from the client's own check or the server's reply, so a form can mark that input. */
export function errorField(error: unknown): string | undefined {
  if (error instanceof ValidationError) return error.path;
  return error instanceof ApiError ? error.field : undefined;
}
