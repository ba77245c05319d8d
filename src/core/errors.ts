import { t } from './locale';

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

/**
 * A refusal names the request field by its API name ("El campo history_id es obligatorio", "… (field
 * smsCode)"), for a developer; the rest of the server's translated sentence is for people. The name
 * goes, the words around it stay ("El campo es obligatorio"; an aside's detail). errors.test.ts holds
 * every template of src/core/contract/messages*.ts to this.
 */
const FIELD_NAME =
  /([Ee]l campo |[Tt]he field |字段 )[a-z][\w.]* ?|\s*[(（](?:campo |field |字段 ?)?[a-z][\w.]*(?:[:：] *([^)）]*))?[)）]/g;
/** What is still a developer's word after that: an API name like `sku_id` or `minPrice`. */
const API_NAME = /\b[a-z]+(?:_[a-z\d]+|[a-z][A-Z]\w*)\b(?![\w.]*@)/;

/**
 * The message to show a buyer for any failure, in words for people: validation and API messages
 * are already translated, less the API's field names; a reply off the contract ("Unexpected reply
 * from …") or a program's own error is the dictionary's "submission failed".
 */
export function errorText(error: unknown): string {
  if (error instanceof ValidationError) return error.message;
  if (!(error instanceof ApiError) || error.code === 'SHAPE' || !error.message) return t('error.submit');
  const text = error.message.replace(FIELD_NAME, (_whole, words?: string, detail?: string) => (detail ? ` (${detail})` : (words ?? '')));
  return API_NAME.test(text) ? t('error.form') : text;
}

/** The field a failure names, from the client's own check or the server's reply, so a form can mark that input. */
export function errorField(error: unknown): string | undefined {
  if (error instanceof ValidationError) return error.path;
  return error instanceof ApiError ? error.field : undefined;
}
