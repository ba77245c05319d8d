import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { Db, Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { deleteCode, insertCode, tryNewestCode, useCode, voidOpenCodes } from '../../repos/accounts/sms-codes';
import { checkSendLimits, isOwnerDevice, lockSendLimits, SMS_RULES } from './sms-limits';
import type { SmsTransport } from './sms-transport';

export const SMS_SCENES = ['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE', 'FIND_PWD'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export { SMS_RULES } from './sms-limits';

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/**
 * One-time SMS codes: 6 random digits, 10 minutes, single use, at most 5 wrong tries (then the
 * code is dead and a new one must be requested), no resend within 60 s, and per-phone and per-IP
 * send limits (sms-limits.ts). Codes are stored salted and hashed.
 */
export function createSmsCodes(
  db: Db,
  clock: () => number,
  transport: SmsTransport,
  reportFailure: (error: unknown) => void = (error) =>
    console.error(`[vitrina] SMS not sent: ${error instanceof Error ? error.message : String(error)}`),
) {
  const now = () => Math.floor(clock() / 1000);

  /**
   * Codes are matched within the budget of whoever asks now: a code sent at the request of the
   * owner's own device is only tried from one, so a stranger's wrong guesses never use up its
   * tries (issue 9), and a stranger's code never voids it.
   */
  async function matchCode(q: Queryable, mobile: string, scene: SmsScene, code: string, device: string | null): Promise<boolean> {
    const t = now();
    const owner = await isOwnerDevice(q, mobile, device, t);
    const row = await tryNewestCode(q, { mobile, scene, owner, at: t, maxTries: SMS_RULES.maxTries });
    if (!row || !timingSafeEqual(digest(row.salt, code), Buffer.from(row.code_hash, 'hex'))) return false;
    return useCode(q, row.id, t);
  }

  return {
    /**
     * Checks the limits and writes the code in one transaction, under locks on the number and the
     * IP (issue 9: parallel sends all read the counts before any was written); the SMS goes out
     * after the commit. `device` is the `uuid` header: the owner's own devices have their budget.
     */
    async send(mobile: string, scene: SmsScene, ip: string, lang: Locale, device: string | null = null): Promise<{ minutes: number }> {
      const t = now();
      const owner = await isOwnerDevice(db, mobile, device, t);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('base64url');
      const id = await db.tx(async (q) => {
        await lockSendLimits(q, mobile, ip);
        // The clock is read again once the lock is held: a request that read it before waiting
        // would otherwise see the winner's code as written in its future (12 parallel sends
        // answered 'Wait 61 s').
        const at = now();
        await checkSendLimits(q, { mobile, scene, ip, owner, now: at });
        // A new code replaces any older one of the same scene asked from the same side.
        await voidOpenCodes(q, { mobile, scene, owner, at });
        return insertCode(q, {
          mobile,
          scene,
          hash: digest(salt, code).toString('hex'),
          salt,
          ip,
          at,
          expiresAt: at + SMS_RULES.ttlSeconds,
          owner,
        });
      });
      const minutes = SMS_RULES.ttlSeconds / 60;
      try {
        await transport.send(mobile, `Vitrina: ${code}. ${formatMessage('accountsSmsSent', lang, { minutes })}`);
      } catch (error) {
        // The code never reached the phone: forget it, so it counts against no wait or limit and
        // the buyer may ask again at once. The operator sees why; the buyer sees a plain message.
        await deleteCode(db, id);
        reportFailure(error);
        throw ruleError('accountsSmsSendFailed');
      }
      return { minutes };
    },

    /**
     * Uses up the code when it matches; throws when it does not. Every comparison counts as a try,
     * taken in the same statement that checks the limit and before comparing, so parallel
     * guesses cannot all read "0 tries" and compare: at most `maxTries` guesses are ever compared.
     */
    async consume(mobile: string, scene: SmsScene, code: string, device: string | null = null): Promise<void> {
      if (!(await matchCode(db, mobile, scene, code, device))) throw ruleError('accountsSmsCodeInvalid', { field: 'smsCode' });
    },

    /**
     * `consume` inside the caller's transaction `q`, answering instead of throwing: on a wrong
     * code the caller must still commit, or the try it cost would be rolled back.
     */
    matches(q: Queryable, mobile: string, scene: SmsScene, code: string, device: string | null): Promise<boolean> {
      return matchCode(q, mobile, scene, code, device);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
