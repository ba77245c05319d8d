import { ApiError, errorText, ValidationError } from './errors';

/**
 * A form's failing checks, all of them: thrown by an action whose form has more than one thing to
 * fix, so the buyer sees every one at once instead of one per submit. It is a ValidationError of
 * the first (its field and message), for callers that show only one.
 */
export class FormInvalid extends ValidationError {
  override name = 'FormInvalid';
  constructor(readonly failures: readonly ValidationError[]) {
    super(failures[0]?.path ?? '', failures[0]?.message ?? '');
  }
}

/** The checks that failed, in the form's order; one per field (its first). */
export function failuresOf(checks: readonly (ValidationError | undefined)[]): ValidationError[] {
  const seen = new Set<string>();
  return checks.filter((check): check is ValidationError => {
    if (!check || seen.has(check.path)) return false;
    seen.add(check.path);
    return true;
  });
}

/** Throws every failure at once when there is any. */
export function assertValid(checks: readonly (ValidationError | undefined)[]): void {
  const failures = failuresOf(checks);
  if (failures.length > 0) throw new FormInvalid(failures);
}

/**
 * Every failure an error carries: a FormInvalid's all, a ValidationError itself, the server's field
 * problems of a refusal (`data.fields`, [{field, message}], server/src/http/render.ts), otherwise none.
 */
export function failuresIn(error: unknown): readonly ValidationError[] {
  if (error instanceof FormInvalid) return error.failures;
  if (error instanceof ValidationError) return [error];
  return error instanceof ApiError ? serverFailures(error) : [];
}

/** A refusal's field problems as the form's own; each message in words for people (errorText drops the API's field name). */
function serverFailures(error: ApiError): ValidationError[] {
  const fields = (error.data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return failuresOf(
    fields.map((item: { field?: unknown; message?: unknown } | null) =>
      typeof item?.field === 'string' && typeof item.message === 'string'
        ? new ValidationError(item.field, errorText(new ApiError(item.message, error.status, error.code, error.url)))
        : undefined,
    ),
  );
}
