import { ValidationError } from './errors';

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

/** Every failure an error carries: a FormInvalid's all, a ValidationError itself, otherwise none. */
export function failuresIn(error: unknown): readonly ValidationError[] {
  if (error instanceof FormInvalid) return error.failures;
  return error instanceof ValidationError ? [error] : [];
}
