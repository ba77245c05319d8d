import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import { countIpCodes, hadSessionOn, listCountedCodes, lockSends, uncountPhoneCodes } from '../../repos/accounts/sms-codes';

/**
 * Business constants of SMS codes (issue 4; budgets reworked in issue 9). Codes to one number are
 * counted in two budgets that never draw on each other:
 * - the owner's: asked from a device the member holding the number has logged in on (the `uuid`
 *   header of one of their sessions). Only the owner can spend it, so a stranger's burst never
 *   stops the owner from getting a login or recovery code.
 * - everyone else's (a new device, a registration, a stranger): small and hourly, so a burst blocks
 *   other strangers for less than an hour, never for a day.
 * A successful login or password recovery stops the number's earlier codes from counting.
 */
export const SMS_RULES = {
  ttlSeconds: 10 * 60,
  maxTries: 5,
  /** wait between two codes to one number for one purpose, in each budget separately */
  resendSeconds: 60,
  /** codes one number may receive in 24 hours when asked from its owner's own devices */
  perPhonePerDay: 10,
  /**
   * codes one number may receive in an hour when asked from any other device; with `perIpPerHour`
   * this also bounds what strangers with many networks can send to one phone (5 an hour)
   */
  perPhoneOthersPerHour: 5,
  /** codes one IP may request in an hour, for any numbers */
  perIpPerHour: 30,
  /** a device counts as the owner's when the member had a session on it within this many days */
  ownerDeviceDays: 90,
} as const;

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Serialises the sends to one number and the sends from one IP for the rest of the caller's
 * transaction, so the counts read next cannot change before the new code is written. The number
 * is always locked before the IP: two sends never wait on each other in a cycle.
 */
export async function lockSendLimits(q: Queryable, mobile: string, ip: string): Promise<void> {
  await lockSends(q, mobile, ip);
}

/** Whether `device` is one the member holding `mobile` has had a session on lately. */
export async function isOwnerDevice(q: Queryable, mobile: string, device: string | null, now: number): Promise<boolean> {
  if (!device) return false;
  return hadSessionOn(q, mobile, device, now - SMS_RULES.ownerDeviceDays * DAY);
}

/** Throws the first rule a new code would break; call it under `lockSendLimits`. */
export async function checkSendLimits(
  q: Queryable,
  send: { mobile: string; scene: string; ip: string; owner: boolean; now: number },
): Promise<void> {
  const t = send.now;
  const rows = await listCountedCodes(q, send.mobile, send.owner, t - DAY);
  // The 60 s wait is per purpose: a registration code does not delay the first login code.
  const last = rows.filter((row) => row.scene === send.scene).at(-1);
  // A code stamped a second after `t` (another node's clock a little ahead) is 0 s old, so the
  // buyer never reads 'Wait 61 s' about a 60 s rule.
  const age = last ? Math.max(0, t - last.created_at) : SMS_RULES.resendSeconds;
  if (age < SMS_RULES.resendSeconds) throw ruleError('accountsSmsTooSoon', { seconds: SMS_RULES.resendSeconds - age });
  if (send.owner) {
    if (rows.length >= SMS_RULES.perPhonePerDay) throw ruleError('accountsSmsPhoneLimit');
  } else {
    const lastHour = rows.filter((row) => row.created_at > t - HOUR);
    const excess = lastHour.length - SMS_RULES.perPhoneOthersPerHour;
    // A slot frees when the oldest code beyond the budget leaves the hour.
    const freeing = lastHour[excess];
    if (excess >= 0 && freeing)
      throw ruleError('accountsSmsPhoneBusy', { minutes: Math.max(1, Math.ceil((freeing.created_at + HOUR - t) / 60)) });
  }
  if ((await countIpCodes(q, send.ip, t - HOUR)) >= SMS_RULES.perIpPerHour) throw ruleError('accountsSmsIpLimit');
}

/** The owner proved who they are: the number's earlier codes count against no budget or wait. */
export async function clearPhoneBudget(q: Queryable, mobile: string): Promise<void> {
  await uncountPhoneCodes(q, mobile);
}
