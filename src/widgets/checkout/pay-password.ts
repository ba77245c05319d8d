import { sha256Hex } from '../../core/sha256';

/** The SHA-256 the API expects of the payment password typed in `form`, if one was typed. */
export function passwordOf(form: HTMLFormElement): string | undefined {
  const typed = String(new FormData(form).get('password') ?? '');
  return typed ? sha256Hex(typed) : undefined;
}
