import type { TokenPair } from '../../../../src/core/contract/types'
import type { Db } from '../../db/types'
import { ApiError } from '../../http/errors'
import { findToken, insertToken, revokeFamily, revokeToken, type TokenKind } from '../../repos/sessions'
import { hashToken, looksLikeToken, newFamilyId, newToken } from './tokens'

/** Spec §9: the token cookie lives 30 days; the server keeps tokens exactly as long. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600

const refreshInvalid = () => new ApiError('refresh_invalid', 'refreshTokenInvalid')

/**
 * Sessions as token families. Login issues one token used as access and refresh token (the
 * spec's client stores it as both). Refreshing rotates: the presented token dies and a new
 * access/refresh pair of the same family is issued. Presenting a dead refresh token again means
 * it leaked or was replayed, so the whole family is revoked. Logout revokes the family.
 */
export function createSessions(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000)

  async function issue(
    q: Pick<Db, 'query'>,
    memberId: number,
    familyId: string,
    kind: TokenKind,
    uuid: string | null,
  ): Promise<string> {
    const token = newToken()
    const issuedAt = now()
    await insertToken(q, { hash: hashToken(token), familyId, memberId, kind, uuid, now: issuedAt, expiresAt: issuedAt + TOKEN_TTL_SECONDS })
    return token
  }

  return {
    login(memberId: number, uuid: string | null): Promise<string> {
      return issue(db, memberId, newFamilyId(), 'BOTH', uuid)
    },

    /** The member an access token belongs to, or undefined when it is unknown, dead or expired. */
    async authenticate(token: string | undefined): Promise<number | undefined> {
      if (!token || !looksLikeToken(token)) return undefined
      const row = await findToken(db, hashToken(token))
      if (!row || row.kind === 'REFRESH' || row.revoked_at !== null || row.expires_at <= now()) return undefined
      return row.member_id
    },

    async refresh(refreshToken: string, uuid: string): Promise<TokenPair> {
      if (!looksLikeToken(refreshToken)) throw refreshInvalid()
      const hash = hashToken(refreshToken)
      const row = await findToken(db, hash)
      if (!row || row.kind === 'ACCESS') throw refreshInvalid()
      if (row.revoked_at !== null) {
        await revokeFamily(db, row.family_id, now())
        throw refreshInvalid()
      }
      // A token bound to a device at login cannot be refreshed from another device.
      if (row.expires_at <= now() || (row.uuid !== null && row.uuid !== uuid)) throw refreshInvalid()
      return db.tx(async (q) => {
        if (!(await revokeToken(q, hash, now()))) throw refreshInvalid()
        return {
          accessToken: await issue(q, row.member_id, row.family_id, 'ACCESS', row.uuid ?? uuid),
          refreshToken: await issue(q, row.member_id, row.family_id, 'REFRESH', row.uuid ?? uuid),
        }
      })
    },

    async logout(token: string): Promise<void> {
      const row = await findToken(db, hashToken(token))
      if (row) await revokeFamily(db, row.family_id, now())
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
