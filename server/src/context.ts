import type { FastifyRequest } from 'fastify'
import type { Db } from './db/types'
import { createAssetUrl } from './http/asset-url'
import { createSessions } from './services/auth/sessions'
import { createCartService } from './services/cart/cart-service'
import { createMemberService } from './services/members/member-service'
import { createSuggestService } from './services/search/suggest-service'
import { createSiteService } from './services/site/site'
import type { MailTransport } from './services/mail/mail-transport'
import type { SmsTransport } from './services/sms/sms-transport'

/** Everything routes need, made once per app: the services over one database and one clock. */
export function createContext(options: { db: Db; clock: () => number; publicUrl?: string; smsTransport: SmsTransport; mailTransport: MailTransport }) {
  const { db, clock } = options
  const assetUrl = createAssetUrl(options.publicUrl)
  const sessions = createSessions(db, clock)
  return {
    db,
    clock,
    smsTransport: options.smsTransport,
    mailTransport: options.mailTransport,
    /** `(request) => (path) => absolute URL`, curried so services receive a plain resolver */
    assets: (request: FastifyRequest) => (path: string) => assetUrl(request, path),
    site: createSiteService(db),
    suggest: createSuggestService(db),
    cart: createCartService(db, clock),
    sessions,
    members: createMemberService(db, sessions),
  }
}

export type AppContext = ReturnType<typeof createContext>
