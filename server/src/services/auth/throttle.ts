import type { Db } from '../../db/types'
import { ruleError } from '../../http/errors'

/** Login throttling (issue 4): windowed, so nobody is ever locked out for good. */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  /** failures of one account, or of one IP, after which a captcha is required */
  captchaAfterAccount: 3,
  captchaAfterIp: 10,
  /** failures after which logins stop until the window moves on */
  lockAfterAccount: 10,
  lockAfterIp: 50,
} as const

export interface ThrottleState {
  captchaRequired: boolean
}

/**
 * Counts failed logins by account (its lowercased name, known or not, so probing unknown names is
 * throttled the same way) and by IP. A success clears the account's failures.
 */
export function createLoginThrottle(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000)
  const subjectOf = (login: string) => `login:${login.toLowerCase()}`

  async function counts(login: string, ip: string) {
    const since = now() - THROTTLE.windowSeconds
    const { rows } = await db.query<{ account: number; ip: number; oldest_account: number | null; oldest_ip: number | null }>(
      `select
         count(*) filter (where subject = $1)::int as account,
         count(*) filter (where ip = $2)::int as ip,
         min(at) filter (where subject = $1) as oldest_account,
         min(at) filter (where ip = $2) as oldest_ip
       from auth_failure where at > $3 and (subject = $1 or ip = $2)`,
      [subjectOf(login), ip, since],
    )
    return rows[0] ?? { account: 0, ip: 0, oldest_account: null, oldest_ip: null }
  }

  return {
    /** Throws while locked; tells whether this attempt needs a captcha. */
    async check(login: string, ip: string): Promise<ThrottleState> {
      const c = await counts(login, ip)
      const lockedUntil = Math.max(
        c.account >= THROTTLE.lockAfterAccount && c.oldest_account !== null ? c.oldest_account + THROTTLE.windowSeconds : 0,
        c.ip >= THROTTLE.lockAfterIp && c.oldest_ip !== null ? c.oldest_ip + THROTTLE.windowSeconds : 0,
      )
      if (lockedUntil > now()) throw ruleError('accountsLoginThrottled', { minutes: Math.max(1, Math.ceil((lockedUntil - now()) / 60)) })
      return { captchaRequired: c.account >= THROTTLE.captchaAfterAccount || c.ip >= THROTTLE.captchaAfterIp }
    },

    async failed(login: string, ip: string): Promise<void> {
      await db.query('insert into auth_failure (subject, ip, at) values ($1, $2, $3)', [subjectOf(login), ip, now()])
      // Rows older than the window count for nothing: drop a few now and then.
      await db.query('delete from auth_failure where at < $1', [now() - 24 * 3600])
    },

    async succeeded(login: string): Promise<void> {
      await db.query('delete from auth_failure where subject = $1', [subjectOf(login)])
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
