import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Locale } from '../../../../src/core/contract/locales'
import { formatMessage } from '../../../../src/core/contract/messages'
import type { Db, Queryable } from '../../db/types'
import { ruleError } from '../../http/errors'
import type { SmsTransport } from './sms-transport'

export const SMS_SCENES = ['LOGIN', 'REGISTER', 'BIND', 'CHANGE_MOBILE', 'FIND_PWD'] as const
export type SmsScene = (typeof SMS_SCENES)[number]

/** Business constants of SMS codes (issue 4). */
export const SMS_RULES = {
  ttlSeconds: 10 * 60,
  maxTries: 5,
  resendSeconds: 60,
  /** codes one number may receive in 24 hours */
  perPhonePerDay: 10,
  /** codes one IP may request in an hour */
  perIpPerHour: 30,
} as const

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest()

/**
 * One-time SMS codes: 6 random digits, 10 minutes, single use, at most 5 wrong tries (then the
 * code is dead and a new one must be requested), no resend within 60 s, and per-phone and per-IP
 * send limits. Codes are stored salted and hashed.
 */
export function createSmsCodes(
  db: Db,
  clock: () => number,
  transport: SmsTransport,
  reportFailure: (error: unknown) => void = (error) => console.error(`[vitrina] SMS not sent: ${error instanceof Error ? error.message : String(error)}`),
) {
  const now = () => Math.floor(clock() / 1000)

  async function matchCode(q: Queryable, mobile: string, scene: SmsScene, code: string): Promise<boolean> {
    const t = now()
    const { rows } = await q.query<{ id: number; code_hash: string; salt: string }>(
      `update sms_code set tries = tries + 1
       where id = (select id from sms_code
                   where mobile = $1 and scene = $2 and used_at is null and expires_at > $3
                   order by created_at desc, id desc limit 1)
         and used_at is null and tries < $4
       returning id, code_hash, salt`,
      [mobile, scene, t, SMS_RULES.maxTries],
    )
    const row = rows[0]
    if (!row || !timingSafeEqual(digest(row.salt, code), Buffer.from(row.code_hash, 'hex'))) return false
    const { rows: used } = await q.query('update sms_code set used_at = $2 where id = $1 and used_at is null returning 1', [row.id, t])
    return used.length > 0
  }

  return {
    async send(mobile: string, scene: SmsScene, ip: string, lang: Locale): Promise<{ minutes: number }> {
      const t = now()
      const { rows: recent } = await db.query<{ created_at: number; scene: string }>(
        'select created_at, scene from sms_code where mobile = $1 and created_at > $2 order by created_at desc',
        [mobile, t - 24 * 3600],
      )
      // The 60 s wait is per purpose: a registration code does not delay the first login code.
      const last = recent.find((row) => row.scene === scene)
      if (last && t - last.created_at < SMS_RULES.resendSeconds) {
        throw ruleError('accountsSmsTooSoon', { seconds: SMS_RULES.resendSeconds - (t - last.created_at) })
      }
      if (recent.length >= SMS_RULES.perPhonePerDay) throw ruleError('accountsSmsPhoneLimit')
      const { rows: fromIp } = await db.query<{ n: number }>(
        'select count(*)::int as n from sms_code where ip = $1 and created_at > $2',
        [ip, t - 3600],
      )
      if ((fromIp[0]?.n ?? 0) >= SMS_RULES.perIpPerHour) throw ruleError('accountsSmsIpLimit')

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const salt = randomBytes(16).toString('base64url')
      // A new code replaces any older one of the same scene.
      const id = await db.tx(async (q) => {
        await q.query('update sms_code set used_at = $3 where mobile = $1 and scene = $2 and used_at is null', [mobile, scene, t])
        const { rows } = await q.query<{ id: number }>(
          `insert into sms_code (mobile, scene, code_hash, salt, ip, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [mobile, scene, digest(salt, code).toString('hex'), salt, ip, t, t + SMS_RULES.ttlSeconds],
        )
        return rows[0]?.id
      })
      const minutes = SMS_RULES.ttlSeconds / 60
      try {
        await transport.send(mobile, `Vitrina: ${code}. ${formatMessage('accountsSmsSent', lang, { minutes })}`)
      } catch (error) {
        // The code never reached the phone: forget it, so it counts against no wait or limit and
        // the buyer may ask again at once. The operator sees why; the buyer sees a plain message.
        await db.query('delete from sms_code where id = $1', [id])
        reportFailure(error)
        throw ruleError('accountsSmsSendFailed')
      }
      return { minutes }
    },

    /**
     * Uses up the code when it matches; throws when it does not. Every comparison counts as a try,
     * taken in the same statement that checks the limit and before comparing, so parallel
     * guesses cannot all read "0 tries" and compare: at most `maxTries` guesses are ever compared.
     */
    async consume(mobile: string, scene: SmsScene, code: string): Promise<void> {
      if (!(await matchCode(db, mobile, scene, code))) throw ruleError('accountsSmsCodeInvalid', { field: 'smsCode' })
    },

    /**
     * `consume` inside the caller's transaction `q`, answering instead of throwing: on a wrong
     * code the caller must still commit, or the try it cost would be rolled back.
     */
    matches(q: Queryable, mobile: string, scene: SmsScene, code: string): Promise<boolean> {
      return matchCode(q, mobile, scene, code)
    },
  }
}

export type SmsCodes = ReturnType<typeof createSmsCodes>
