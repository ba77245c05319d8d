import type { TokenPair } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import {
  findToken,
  familyHasLiveToken,
  insertToken,
  markRotated,
  revokeFamily,
  retireAccessTokens,
  revokeMemberFamilies,
  storeRotatedPair,
  takeRotatedPair,
  type SessionRow,
  type TokenKind,
} from '../../repos/accounts/sessions';
import { openWithToken, sealWithToken } from './token-seal';
import { hashToken, looksLikeToken, newFamilyId, newToken } from './tokens';

/** Spec §9: the token cookie lives 30 days; a session lives exactly as long, however often it is refreshed. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/**
 * A refresh token presented again within this many seconds of its rotation is a second tab (or a
 * retried request) racing the first: it gets the pair the first use was given, once (issue 9: it
 * used to mint a new pair every time). A further use, or any use later, is a replay.
 */
export const ROTATION_OVERLAP_SECONDS = 30;

const refreshInvalid = () => new ApiError('refresh_invalid', 'refreshTokenInvalid');

/**
 * Sessions as token families. Login issues one token used as access and refresh token (the
 * spec's client stores it as both). Refreshing rotates: the presented token dies and a new
 * access/refresh pair of the same family is issued, expiring when the family does (30 days after
 * login, never later); the access tokens issued before it stop working after the overlap window.
 * Within that window one racing second use gets the same pair again; any other reuse of a rotated
 * refresh token means it leaked or was replayed, so the whole family is revoked. Logout revokes
 * the family at once; a password change or reset revokes every other family of the member.
 */
export function createSessions(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  async function issue(
    q: Pick<Db, 'query'>,
    memberId: number,
    familyId: string,
    kind: TokenKind,
    uuid: string | null,
    familyExpiresAt: number,
  ): Promise<string> {
    const token = newToken();
    await insertToken(q, { hash: hashToken(token), familyId, memberId, kind, uuid, now: now(), expiresAt: familyExpiresAt });
    return token;
  }

  async function issuePair(
    q: Pick<Db, 'query'>,
    memberId: number,
    familyId: string,
    uuid: string | null,
    familyExpiresAt: number,
  ): Promise<TokenPair> {
    return {
      accessToken: await issue(q, memberId, familyId, 'ACCESS', uuid, familyExpiresAt),
      refreshToken: await issue(q, memberId, familyId, 'REFRESH', uuid, familyExpiresAt),
    };
  }

  /**
   * The first use of a refresh token, in one transaction: mark it rotated, retire the access
   * tokens issued with (or before) it, issue the new pair. Undefined when another request used it
   * first; that request's pair is committed by then (the row lock waits for it), so the caller
   * can treat this one as a racing second use.
   *
   * Retired access tokens keep working only for the overlap window, for requests already in
   * flight, instead of until the family's end. Tokens issued after the used refresh token (a
   * racing tab's fresh pair) are left alone, and a racing second use retires nothing, so two tabs
   * refreshing at once never cut each other off.
   */
  function rotateFirst(
    refreshToken: string,
    hash: string,
    row: SessionRow,
    uuid: string | null,
    familyExpiresAt: number,
  ): Promise<TokenPair | undefined> {
    return db.tx(async (q) => {
      if (!(await markRotated(q, hash, now()))) return undefined;
      await retireAccessTokens(q, row.family_id, hash, now() + ROTATION_OVERLAP_SECONDS);
      const pair = await issuePair(q, row.member_id, row.family_id, uuid, familyExpiresAt);
      // Kept for a racing second use only, sealed so that only this refresh token opens it.
      await storeRotatedPair(q, hash, sealWithToken(refreshToken, JSON.stringify(pair)));
      return pair;
    });
  }

  /** The pair the first use of `refreshToken` was given, for the one racing second use allowed. */
  async function pairOfFirstUse(refreshToken: string, hash: string, familyId: string): Promise<TokenPair | undefined> {
    const sealed = await takeRotatedPair(db, hash);
    const opened = sealed === undefined ? undefined : openWithToken(refreshToken, sealed);
    if (opened === undefined || !(await familyHasLiveToken(db, familyId, now()))) return undefined;
    const pair = JSON.parse(opened) as TokenPair;
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  }

  /** The live token row of an access token, with its family. */
  async function current(token: string | undefined): Promise<SessionRow | undefined> {
    if (!token || !looksLikeToken(token)) return undefined;
    const row = await findToken(db, hashToken(token));
    if (!row || row.kind === 'REFRESH' || row.revoked_at !== null || row.expires_at <= now()) return undefined;
    return row;
  }

  return {
    current,

    login(memberId: number, uuid: string | null): Promise<string> {
      return issue(db, memberId, newFamilyId(), 'BOTH', uuid, now() + TOKEN_TTL_SECONDS);
    },

    /** The member an access token belongs to, or undefined when it is unknown, dead or expired. */
    async authenticate(token: string | undefined): Promise<number | undefined> {
      return (await current(token))?.member_id;
    },

    async refresh(refreshToken: string, uuid: string): Promise<TokenPair> {
      if (!looksLikeToken(refreshToken)) throw refreshInvalid();
      const hash = hashToken(refreshToken);
      let row = await findToken(db, hash);
      if (!row || row.kind === 'ACCESS') throw refreshInvalid();
      const familyExpiresAt = row.family_expires_at ?? row.expires_at;
      // A token bound to a device at login cannot be refreshed from another device.
      if (row.uuid !== null && row.uuid !== uuid) throw refreshInvalid();
      if (familyExpiresAt <= now()) throw refreshInvalid();
      if (row.revoked_at === null) {
        const pair = await rotateFirst(refreshToken, hash, row, row.uuid ?? uuid, familyExpiresAt);
        if (pair) return pair;
        row = await findToken(db, hash);
        if (!row) throw refreshInvalid();
      }
      if (row.rotated_at !== null && now() - row.rotated_at <= ROTATION_OVERLAP_SECONDS) {
        const same = await pairOfFirstUse(refreshToken, hash, row.family_id);
        if (same) return same;
      }
      await revokeFamily(db, row.family_id, now());
      throw refreshInvalid();
    },

    async logout(token: string): Promise<void> {
      if (!looksLikeToken(token)) return;
      const row = await findToken(db, hashToken(token));
      if (row) await revokeFamily(db, row.family_id, now());
    },

    /** Ends every session of the member but `keepFamily` (the one changing the password), or all. */
    async endOtherSessions(memberId: number, keepFamily: string | null): Promise<void> {
      await revokeMemberFamilies(db, memberId, keepFamily, now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
