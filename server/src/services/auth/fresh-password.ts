import { validationError } from '../../http/errors';
import { isCommonPassword } from './common-passwords';

/** A new password's hash is refused when it is a common password's: a rule of the server's list, not of the field's type. */
export function assertFreshPassword(hash: string, field = 'password'): void {
  if (isCommonPassword(hash)) throw validationError('accountsPasswordCommon', { field });
}
