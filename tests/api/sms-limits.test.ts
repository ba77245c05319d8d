// Issue 9, items 5, 6 and 13: SMS sending limits under concurrent requests (PostgreSQL shows the
// races; PGlite runs one request at a time), the budgets that keep a stranger from spending the
// owner's codes, and the sendCode reply's message.
import { expect, it } from 'vitest'
import type { MallReply } from '../../src/core/contract/types'
import type { SendCodeResult } from '../../src/core/contract/types-accounts'
import { mallOk } from '../../server/src/http/render'
import { LOCALES_UNDER_TEST, form, FORM, json } from './support/client'
import { describeBackends } from './support/backends'

describeBackends('sms: the sendCode reply', (api) => {
  let serial = 0
  const newMobile = () => `76${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`

  it.each(LOCALES_UNDER_TEST)('says how many minutes the code lives, with no placeholder left (%s)', async (lang) => {
    const reply = json<MallReply<SendCodeResult>>(
      await api.inject({ method: 'POST', url: `/api/mallpcapi/login/sendCode?lang=${lang}`, headers: FORM, payload: form({ mobile: newMobile(), scene: 'REGISTER' }), remoteAddress: `10.60.0.${serial}` }),
    )
    expect(reply).toMatchObject({ success: true, result: { minutes: 10 } })
    expect(reply.message).toContain('10')
    expect(reply.message).not.toContain('{')
  })
})

it('a reply message with placeholders does not compile without their values', () => {
  // @ts-expect-error accountsSmsSent has {minutes}
  expect(mallOk('en_US', null, 'accountsSmsSent').message).toContain('{minutes}')
  expect(mallOk('en_US', null, 'accountsSmsSent', { minutes: 10 }).message).toBe('Code sent. It is valid for 10 minutes')
  expect(mallOk('en_US', null).message).toBe('Success')
})
