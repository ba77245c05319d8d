import type { Db } from '../../db/types';
import { clearPhoneBudget } from '../sms/sms-limits';
import { memberSubject } from './throttle';

/**
 * The owner proved who they are (a login or a password recovery, issue 9): the failures strangers
 * left on the account stop locking its password login, and the codes they had sent to its number
 * stop counting against the number's budgets.
 */
export async function clearLockouts(db: Db, memberId: number): Promise<void> {
  await db.tx(async (q) => {
    await q.query('delete from auth_failure where subject = $1', [memberSubject(memberId)]);
    const { rows } = await q.query<{ mobile: string | null }>('select mobile from member where id = $1', [memberId]);
    const mobile = rows[0]?.mobile;
    if (mobile) await clearPhoneBudget(q, mobile);
  });
}
