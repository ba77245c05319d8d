import type { Db } from '../../db/types';
import { deleteLoginFailuresOf } from '../../repos/accounts/auth-failures';
import { findMemberMobile } from '../../repos/accounts/members';
import { clearPhoneBudget } from '../sms/sms-limits';
import { memberSubject } from './throttle';

/**
 * The owner proved who they are (a login or a password recovery, issue 9): the failures strangers
 * left on the account stop locking its password login, and the codes they had sent to its number
 * stop counting against the number's budgets.
 */
export async function clearLockouts(db: Db, memberId: number): Promise<void> {
  await db.tx(async (q) => {
    await deleteLoginFailuresOf(q, memberSubject(memberId));
    const mobile = await findMemberMobile(q, memberId);
    if (mobile) await clearPhoneBudget(q, mobile);
  });
}
