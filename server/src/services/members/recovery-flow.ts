import type { FindPwdAccount } from '../../../../src/core/contract/types-accounts';
import { maskPhone } from '../../../../src/core/contract/rules-accounts';
import type { Db } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { findMemberByAccount, updateMemberPassword } from '../../repos/accounts/members';
import {
  deleteMemberFlows,
  deleteRecoveryFlowsBefore,
  findOpenFlowMobile,
  insertRecoveryFlow,
  lockOpenFlow,
  markFlowVerified,
  takeVerifiedFlow,
  verifiedFlowExists,
} from '../../repos/accounts/recovery-flows';
import { hashPassword } from '../auth/password';
import type { Sessions } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { SmsCodes } from '../sms/sms-codes';

/** How long a password recovery stays open, and how long after the code check the new password may be set. */
export const RECOVERY_TTL_SECONDS = 15 * 60;

/** Masks all but the first and last character: `d**o`. */
function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 2 ? `${chars[0] ?? ''}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

const expired = () => ruleError('accountsRecoveryExpired', { field: 'uuid' });

/**
 * Password recovery (Javashop passport/find-pwd): account → code to its mobile → code checked →
 * new password. Each lookup opens a new flow under an id the server issues (returned as `uuid`),
 * fixed to one member and one number: a second lookup on the same device makes a second flow and
 * never re-points the first (issue 9: an attacker re-pointed their own verified flow at a victim).
 * The code check reads the flow and marks it verified in one transaction with the flow row locked,
 * and a flow whose member no longer has its number is dead.
 */
export function createRecoveryFlows(
  db: Db,
  clock: () => number,
  sessions: Sessions,
  sms: SmsCodes,
  onRecovered: (memberId: number) => Promise<void>,
) {
  const now = () => Math.floor(clock() / 1000);

  return {
    async start(account: string, device: string): Promise<FindPwdAccount> {
      const row = await findMemberByAccount(db, account);
      if (!row) throw new ApiError('not_found', 'accountsAccountUnknown', { field: 'account' });
      if (!row.mobile) throw ruleError('accountsMobileNotBound', { field: 'account' });
      const id = newToken();
      const t = now();
      await insertRecoveryFlow(db, {
        idHash: hashToken(id),
        memberId: row.id,
        mobile: row.mobile,
        device,
        at: t,
        expiresAt: t + RECOVERY_TTL_SECONDS,
      });
      // Dead flows count for nothing: drop them now and then.
      await deleteRecoveryFlowsBefore(db, t - 3600);
      return { mobile: maskPhone(row.mobile), uname: maskName(row.username), uuid: id };
    },

    /** The number an open, unverified flow sends its code to. */
    async mobileOf(id: string): Promise<string> {
      const mobile = await findOpenFlowMobile(db, hashToken(id), now());
      if (!mobile) throw expired();
      return mobile;
    },

    /**
     * Checks the code sent to the flow's own number and marks that flow verified, in one
     * transaction holding the flow's row. A wrong code still commits, so its try is spent.
     */
    async verify(id: string, code: string, device: string | null): Promise<void> {
      const t = now();
      const outcome = await db.tx(async (q) => {
        const flow = await lockOpenFlow(q, hashToken(id), t);
        if (!flow) return 'expired';
        if (!(await sms.matches(q, flow.mobile, 'FIND_PWD', code, device))) return 'wrong';
        await markFlowVerified(q, { idHash: hashToken(id), memberId: flow.member_id, at: t, expiresAt: t + RECOVERY_TTL_SECONDS });
        return 'verified';
      });
      if (outcome === 'expired') throw expired();
      if (outcome === 'wrong') throw ruleError('accountsSmsCodeInvalid', { field: 'sms_code' });
    },

    /** Sets the new password of a verified flow's member once, ends every session, closes all their flows. */
    async resetPassword(id: string, passwordHash: string): Promise<void> {
      const idHash = hashToken(id);
      // Cheap check first: scrypt is not spent on flows that cannot be used.
      if (!(await verifiedFlowExists(db, idHash, now()))) throw expired();
      const hash = await hashPassword(passwordHash);
      const memberId = await db.tx(async (q) => {
        const member = await takeVerifiedFlow(q, idHash, now());
        if (member === undefined) return undefined;
        await updateMemberPassword(q, member, hash, now());
        await deleteMemberFlows(q, member);
        return member;
      });
      if (memberId === undefined) throw expired();
      await sessions.endOtherSessions(memberId, null);
      await onRecovered(memberId);
    },
  };
}

export type RecoveryFlows = ReturnType<typeof createRecoveryFlows>;
