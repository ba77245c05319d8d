import type { TokenPair } from '../../../../src/core/contract/types'
import type { Db } from '../../db/types'
import { ApiError } from '../../http/errors'
import {
  findToken,
  familyHasLiveToken,
  insertToken,
  markRotated,
  revokeFamily,
  revokeMemberFamilies,
  type SessionRow,
  type TokenKind,
} from '../../repos/sessions'
import { hashToken, looksLikeToken, newFamilyId, newToken } from './tokens'

/** Spec §9: the token cookie lives 30 days; a session lives exactly as long, however often it is refreshed. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600
/**
 * A refresh token presented again within this many seconds of its rotation is a second tab (or a
 * retried request) racing the first: it gets a fresh pair of the same family. Later, it is a replay.
 */
export const ROTATION_OVERLAP_SECONDS = 30

const refreshInvalid = () => new ApiError('refresh_invalid', 'refreshTokenInvalid')

/**
 * Sessions as token families. Login issues one token used as access and refresh token (the
 * spec's client stores it as both). Refreshing rotates: the presented token dies and a new
 * access/refresh pair of the same family is issued, expiring when the family does (30 days after
 * login, never later). Presenting a rotated refresh token again after the overlap window means it
 * leaked or was replayed, so the whole family is revoked. Logout revokes the family at once; a
 * password change or reset revokes every other family of the member.
 */
export function createSessions(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000)

  async function issue(
    q: Pick<Db, 'query'>,
    memberId: number,
    familyId: string,
    kind: TokenKind,
    uuid: string | null,
    familyExpiresAt: number,
  ): Promise<string> {
    const token = newToken()
    await insertToken(q, { hash: hashToken(token), familyId, memberId, kind, uuid, now: now(), expiresAt: familyExpiresAt })
    return token
  }

  async function rotate(memberId: number, familyId: string, uuid: string | null, familyExpiresAt: number): Promise<TokenPair> {
    return db.tx(async (q) => ({
      accessToken: await issue(q, memberId, familyId, 'ACCESS', uuid, familyExpiresAt),
      refreshToken: await issue(q, memberId, familyId, 'REFRESH', uuid, familyExpiresAt),
    }))
  }

  /** The live token row of an access token, with its family. */
  async function current(token: string | undefined): Promise<SessionRow | undefined> {
    if (!token || !looksLikeToken(token)) return undefined
    const row = await findToken(db, hashToken(token))
    if (!row || row.kind === 'REFRESH' || row.revoked_at !== null || row.expires_at <= now()) return undefined
    return row
  }

  return {
    current,

    login(memberId: number, uuid: string | null): Promise<string> {
      return issue(db, memberId, newFamilyId(), 'BOTH', uuid, now() + TOKEN_TTL_SECONDS)
    },

    /** The member an access token belongs to, or undefined when it is unknown, dead or expired. */
    async authenticate(token: string | undefined): Promise<number | undefined> {
      return (await current(token))?.member_id
    },

    async refresh(refreshToken: string, uuid: string): Promise<TokenPair> {
      if (!looksLikeToken(refreshToken)) throw refreshInvalid()
      const hash = hashToken(refreshToken)
      const row = await findToken(db, hash)
      if (!row || row.kind === 'ACCESS') throw refreshInvalid()
      const familyExpiresAt = row.family_expires_at ?? row.expires_at
      // A token bound to a device at login cannot be refreshed from another device.
      if (row.uuid !== null && row.uuid !== uuid) throw refreshInvalid()
      if (familyExpiresAt <= now()) throw refreshInvalid()
      if (row.revoked_at !== null) {
        const racing =
          row.rotated_at !== null && now() - row.rotated_at <= ROTATION_OVERLAP_SECONDS && (await familyHasLiveToken(db, row.family_id, now()))
        if (racing) return rotate(row.member_id, row.family_id, row.uuid ?? uuid, familyExpiresAt)
        await revokeFamily(db, row.family_id, now())
        throw refreshInvalid()
      }
      if (!(await markRotated(db, hash, now()))) throw refreshInvalid()
      return rotate(row.member_id, row.family_id, row.uuid ?? uuid, familyExpiresAt)
    },

    async logout(token: string): Promise<void> {
      if (!looksLikeToken(token)) return
      const row = await findToken(db, hashToken(token))
      if (row) await revokeFamily(db, row.family_id, now())
    },

    /** Ends every session of the member but `keepFamily` (the one changing the password), or all. */
    async endOtherSessions(memberId: number, keepFamily: string | null): Promise<void> {
      await revokeMemberFamilies(db, memberId, keepFamily, now())
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
