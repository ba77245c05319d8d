import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../server/src/app'
import type { ApiErrorBody, LoginResult, MallReply, TokenPair, UserInfo } from '../../src/core/contract/types'
import type { AccountSecurity, BalanceInformation, FindPwdAccount, MemberStatistics, SendCodeResult } from '../../src/core/contract/types-accounts'
import { clientPasswordHash } from '../../server/src/services/auth/password'
import { ROTATION_OVERLAP_SECONDS, TOKEN_TTL_SECONDS } from '../../server/src/services/auth/sessions'
import { THROTTLE } from '../../server/src/services/auth/throttle'
import { createSmsCodes, SMS_RULES, SMS_SCENES } from '../../server/src/services/sms/sms-codes'
import { smsTransportFromEnv } from '../../server/src/services/sms/sms-config'
import { createConsoleSmsTransport, lastDevSms } from '../../server/src/services/sms/sms-transport'
import { describeBackends } from './support/backends'
import { newBuyer, newBuyers } from './support/buyers'
import { form, FORM, json, login } from './support/client'

const H = clientPasswordHash

describeBackends('accounts', (api) => {
  let ipSeq = 0
  /** every test its own network, so per-IP limits of one test never leak into another */
  const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`
  let mobileSeq = 0
  const newMobile = () => `71${String(Date.now() % 1e4).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`

  const post = (url: string, values: Record<string, string>, opts: { token?: string; ip?: string; lang?: string; uuid?: string } = {}) =>
    api.inject({
      method: 'POST',
      url: `/api${url}?lang=${opts.lang ?? 'en_US'}`,
      headers: { ...FORM, uuid: opts.uuid ?? 'test-device', ...(opts.token ? { authorization: opts.token } : {}) },
      payload: form(values),
      remoteAddress: opts.ip ?? '10.9.9.9',
    })
  const mall = async <T>(url: string, values: Record<string, string>, opts: Parameters<typeof post>[2] = {}) => json<MallReply<T>>(await post(url, values, opts))
  const get = (url: string, token?: string) =>
    api.inject({ method: 'GET', url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en_US`, headers: { uuid: 'test-device', ...(token ? { authorization: token } : {}) } })
  const memberInfo = async (token: string) => json<MallReply<UserInfo | null>>(await get('/mallpcapi/member/getMemberInfo', token))
  const memberCount = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from member')).rows[0]?.n
  const sendCode = (mobile: string, scene: string, ip = newIp()) => mall<SendCodeResult>('/mallpcapi/login/sendCode', { mobile, scene }, { ip })
  const codeFor = (mobile: string) => {
    const code = lastDevSms(mobile)?.code
    if (!code) throw new Error(`no SMS for ${mobile}`)
    return code
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  async function register(username: string, password: string, mobile = newMobile()) {
    expect(await sendCode(mobile, 'REGISTER')).toMatchObject({ success: true })
    const reply = await mall<LoginResult>('/mallpcapi/member/register', { username, password: H(password), mobile, smsCode: codeFor(mobile), agreement: '1' })
    expect(reply).toMatchObject({ success: true })
    return { token: reply.result.token, mobile, user: reply.result.userInfo }
  }

  // --- SMS codes -------------------------------------------------------------------------------

  it.each([
    ['5512345', false],
    ['551234567', false],
    ['5512345679', true],
    ['55123456789', false],
    ['0512345678', false],
    ['55-1234567', false],
    ['', false],
  ])('checks the phone format of sendCode: %j → %s', async (mobile, ok) => {
    const before = (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code')).rows[0]?.n
    const reply = await sendCode(mobile, 'REGISTER')
    if (ok) {
      expect(reply).toMatchObject({ success: true, result: { minutes: 10, resendAfter: 60 } })
      expect(codeFor(mobile)).toMatch(/^\d{6}$/)
    } else {
      expect(reply).toMatchObject({ success: false, code: 400 })
      expect(reply.message).toContain('mobile')
      const after = (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code')).rows[0]?.n
      expect(after).toBe(before)
    }
  })

  it('refuses to send a login code to an unknown number and a register code to a taken one', async () => {
    expect(await sendCode(newMobile(), 'LOGIN')).toMatchObject({ success: false, code: 400, message: 'There is no account with this phone number' })
    expect(await sendCode('5512345678', 'REGISTER')).toMatchObject({ success: false, code: 400, message: 'This phone number is already registered' })
  })

  it('waits 60 s between codes to one number and limits codes per phone and per IP', async () => {
    const mobile = newMobile()
    const ip = newIp()
    expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(true)
    const again = await sendCode(mobile, 'REGISTER', ip)
    expect(again).toMatchObject({ success: false, code: 400 })
    expect(again.message).toMatch(/^Wait (60|59) s before requesting another code$/)
    api.advance((SMS_RULES.resendSeconds - 2) * 1000)
    expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(false)
    for (let i = 1; i < SMS_RULES.perPhonePerDay; i++) {
      api.advance(SMS_RULES.resendSeconds * 1000)
      expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(true)
    }
    api.advance(SMS_RULES.resendSeconds * 1000)
    expect(await sendCode(mobile, 'REGISTER', ip)).toMatchObject({ success: false, message: 'Too many codes were sent to this number; try again tomorrow' })

    const busyIp = newIp()
    for (let i = 0; i < SMS_RULES.perIpPerHour; i++) expect((await sendCode(newMobile(), 'REGISTER', busyIp)).success).toBe(true)
    expect(await sendCode(newMobile(), 'REGISTER', busyIp)).toMatchObject({
      success: false,
      message: 'Too many code requests from your network; try again in an hour',
    })
    api.advance(3601 * 1000)
    expect((await sendCode(newMobile(), 'REGISTER', busyIp)).success).toBe(true)
  })

  // --- registration ------------------------------------------------------------------------------

  it.each([
    ['abc', 'username', 'The field username must have 4 to 20 characters'],
    ['abcd', null, null],
    ['a'.repeat(20), null, null],
    ['a'.repeat(21), 'username', 'The field username must have 4 to 20 characters'],
    ['张三李四', null, null],
    ['ab cd', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
    ['12345678', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
    ['<script>', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
  ])('registers username %j only by the rules', async (base, field, message) => {
    const username = field ? base : `${base.slice(0, Math.max(4, [...base].length - 3))}${mobileSeq % 100}`.slice(0, 20)
    const mobile = newMobile()
    await sendCode(mobile, 'REGISTER')
    const before = await memberCount()
    const reply = await mall<LoginResult>('/mallpcapi/member/register', { username, password: H('Ventas#2026'), mobile, smsCode: codeFor(mobile), agreement: '1' })
    if (field) {
      expect(reply).toMatchObject({ success: false, code: 400, message })
      expect(await memberCount()).toBe(before)
    } else {
      expect(reply).toMatchObject({ success: true, result: { userInfo: { userName: username, mobile } } })
      expect((await memberInfo(reply.result.token)).result?.userName).toBe(username)
    }
  })

  it.each([
    [{ password: 'Ventas#2026' }, 'password', 'The field password must be the lowercase hex SHA-256 of the password (64 characters)'],
    [{ password: H('123456') }, 'password', 'This password is too common; choose another one (password)'],
    [{ password: H('password') }, 'password', 'This password is too common; choose another one (password)'],
    [{ mobile: '123' }, 'mobile', 'Invalid phone number format (mobile: 10 digits)'],
    [{ smsCode: '12345' }, 'smsCode', 'The field smsCode must be the 6-digit code received by SMS'],
    [{ smsCode: '000000' }, null, 'The SMS code is wrong or has expired'],
    [{ agreement: '0' }, 'agreement', 'You must accept the terms of service and the privacy policy (agreement)'],
    [{ username: 'demo' }, null, 'This username is already taken'],
  ] as [Record<string, string>, string | null, string][])('refuses to register with %j, writing nothing', async (override, _field, message) => {
    const mobile = newMobile()
    await sendCode(mobile, 'REGISTER')
    const code = codeFor(mobile)
    const before = await memberCount()
    const values = { username: `user${mobileSeq}x`, password: H('Ventas#2026'), mobile, smsCode: code, agreement: '1', ...override }
    if (override.smsCode === '000000' && code === '000000') values.smsCode = '000001'
    const reply = await mall<null>('/mallpcapi/member/register', values)
    expect(reply).toMatchObject({ success: false, code: 400, message, result: null })
    expect(await memberCount()).toBe(before)
    const es = await mall<null>('/mallpcapi/member/register', values, { lang: 'es_MX' })
    expect(es.message).not.toBe(message)
  })

  it('registers by email, then binds a phone by SMS (binder)', async () => {
    const email = `buyer${mobileSeq}@example.mx`
    const reply = await mall<LoginResult>('/mallpcapi/member/registerByEmail', { username: `mail${++mobileSeq}user`, password: H('Ventas#2026'), email, agreement: '1' })
    expect(reply).toMatchObject({ success: true, result: { userInfo: { email, mobile: '' } } })
    const again = await mall<null>('/mallpcapi/member/registerByEmail', { username: `mail${++mobileSeq}user`, password: H('Ventas#2026'), email: email.toUpperCase(), agreement: '1' })
    expect(again).toMatchObject({ success: false, message: 'This email address is already registered' })
    expect(await mall<null>('/mallpcapi/member/registerByEmail', { username: `mail${++mobileSeq}u`, password: H('Ventas#2026'), email: 'not-an-email', agreement: '1' })).toMatchObject({
      success: false,
      message: 'The field email must be a valid email address',
    })

    const token = reply.result.token
    const mobile = newMobile()
    await sendCode(mobile, 'BIND')
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile, smsCode: wrongCode(codeFor(mobile)) }, { token })).toMatchObject({ success: false })
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile, smsCode: codeFor(mobile) }, { token })).toMatchObject({ success: true, result: { mobile } })
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile: newMobile(), smsCode: '123456' }, { token })).toMatchObject({
      success: false,
      message: 'Your account already has a phone number bound',
    })
  })

  // --- SMS login ---------------------------------------------------------------------------------

  it('logs in by phone and SMS code: single use, at most 5 wrong tries, 10 minutes', async () => {
    const { mobile } = await register(`sms${++mobileSeq}log`, 'Ventas#2026')
    const smsLogin = (smsCode: string) => mall<LoginResult>('/mallpcapi/login/login', { mobile, smsCode })

    api.advance(SMS_RULES.resendSeconds * 1000)
    await sendCode(mobile, 'LOGIN')
    const code = codeFor(mobile)
    const ok = await smsLogin(code)
    expect(ok).toMatchObject({ success: true, result: { userInfo: { mobile } } })
    expect(await smsLogin(code)).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired' })

    api.advance(SMS_RULES.resendSeconds * 1000)
    await sendCode(mobile, 'LOGIN')
    const second = codeFor(mobile)
    for (let i = 0; i < SMS_RULES.maxTries; i++) expect((await smsLogin(wrongCode(second))).success).toBe(false)
    expect(await smsLogin(second)).toMatchObject({ success: false, message: 'The SMS code is wrong or has expired' })

    api.advance(SMS_RULES.resendSeconds * 1000)
    await sendCode(mobile, 'LOGIN')
    const third = codeFor(mobile)
    api.advance(SMS_RULES.ttlSeconds * 1000 + 1000)
    expect((await smsLogin(third)).success).toBe(false)
    api.advance(SMS_RULES.resendSeconds * 1000)
    await sendCode(mobile, 'LOGIN')
    api.advance((SMS_RULES.ttlSeconds - 5) * 1000)
    expect((await smsLogin(codeFor(mobile))).success).toBe(true)
  })

  // --- throttling and captcha ----------------------------------------------------------------

  it('asks for a captcha after repeated failures, locks for a while, never for good', async () => {
    const { user } = await register(`thr${++mobileSeq}ott`, 'Ventas#2026')
    const ip = newIp()
    const uuid = `captcha-device-${mobileSeq}`
    const attempt = (password: string, captcha?: string) =>
      mall<LoginResult | { captchaRequired: true }>('/mallpcapi/login/login', { username: user.userName, password: H(password), ...(captcha ? { captcha } : {}) }, { ip, uuid })
    for (let i = 0; i < THROTTLE.captchaAfterAccount; i++) expect(await attempt('wrong-pass')).toMatchObject({ success: false, code: 401 })
    expect(await attempt('Ventas#2026')).toMatchObject({ success: false, code: 428, result: { captchaRequired: true } })

    const image = await get(`/base/captchas/${uuid}/LOGIN?t=1`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.body).toContain('<path')
    expect(image.body).not.toContain('<text')
    const code = (await api.db.query<{ code: string }>('select code from captcha where uuid = $1', [uuid])).rows[0]?.code ?? ''
    expect(code).toMatch(/^[A-Z0-9]{4}$/)
    expect(await attempt('Ventas#2026', 'ZZZZ')).toMatchObject({ success: false, code: 428, message: 'The characters from the image do not match; try the new image (captcha)' })
    // a used image is dead even with the right answer
    expect((await attempt('Ventas#2026', code)).code).toBe(428)

    for (let i = THROTTLE.captchaAfterAccount; i < THROTTLE.lockAfterAccount; i++) {
      await get(`/base/captchas/${uuid}/LOGIN`)
      const c = (await api.db.query<{ code: string }>('select code from captcha where uuid = $1', [uuid])).rows[0]?.code ?? ''
      expect(await attempt('wrong-pass', c.toLowerCase())).toMatchObject({ code: 401 })
    }
    expect(await attempt('Ventas#2026')).toMatchObject({ success: false, code: 400, message: 'Too many failed attempts. Try again in 15 minutes' })
    api.advance((THROTTLE.windowSeconds + 1) * 1000)
    expect(await attempt('Ventas#2026')).toMatchObject({ success: true })
  })

  // --- sessions --------------------------------------------------------------------------------

  it('rotation: a racing second use inside the overlap is served, the family dies at 30 days however often refreshed', async () => {
    const token = await login(api, 'comprador', 'comprador1')
    const refresh = async (refreshToken: string) =>
      api.inject({ method: 'POST', url: '/api/passport/token', headers: { ...FORM, uuid: 'test-device' }, payload: form({ refresh_token: refreshToken }) })
    const first = json<TokenPair>(await refresh(token))
    const racing = await refresh(token)
    expect(racing.statusCode).toBe(200)
    expect((await memberInfo(json<TokenPair>(racing).accessToken)).success).toBe(true)

    let pair = first
    for (let day = 0; day < 3; day++) {
      api.advance(10 * 24 * 3600 * 1000)
      const next = await refresh(pair.refreshToken)
      if (day < 2) {
        expect(next.statusCode).toBe(200)
        pair = json<TokenPair>(next)
      } else {
        expect(next.statusCode).toBe(401)
      }
    }
    expect((await memberInfo(pair.accessToken)).success).toBe(false)
    expect(TOKEN_TTL_SECONDS).toBe(30 * 24 * 3600)
    expect(ROTATION_OVERLAP_SECONDS).toBeLessThanOrEqual(60)
  })

  it('changing the password ends the other sessions and needs the current password', async () => {
    const { token, user } = await register(`chg${++mobileSeq}pwd`, 'Ventas#2026')
    const other = json<MallReply<LoginResult>>(
      await api.inject({ method: 'POST', url: '/api/mallpcapi/login/login', headers: { ...FORM, uuid: 'other' }, payload: form({ username: user.userName, password: H('Ventas#2026') }) }),
    ).result.token
    const change = (oldPassword: string, password: string) => mall<null>('/mallpcapi/member/updatePassword', { oldPassword: H(oldPassword), password: H(password) }, { token })
    expect(await change('nope-nope', 'Compras#77')).toMatchObject({ success: false, message: 'The current password is incorrect' })
    expect(await change('Ventas#2026', 'qwerty')).toMatchObject({ success: false, message: 'This password is too common; choose another one (password)' })
    expect((await memberInfo(other)).success).toBe(true)
    expect(await change('Ventas#2026', 'Compras#77')).toMatchObject({ success: true, message: 'Password changed successfully, please log in again' })
    expect((await memberInfo(other)).success).toBe(false)
    expect((await memberInfo(token)).success).toBe(true)
    expect((await get('/mallpcapi/login/logout', token)).statusCode).toBe(200)
    expect((await memberInfo(token)).success).toBe(false)
    expect(await login(api, user.userName, 'Compras#77')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('recovers a password: account → masked mobile → code → valid → new password, ending all sessions', async () => {
    const { token, mobile, user } = await register(`rec${++mobileSeq}ovr`, 'Ventas#2026')
    const uuid = `recovery-${mobileSeq}-device`
    const unknown = await get(`/buyer/passport/find-pwd?account=nobody-here&uuid=${uuid}`)
    expect(unknown.statusCode).toBe(404)
    expect(json<ApiErrorBody>(unknown).message).toBe('We could not find that account')
    const found = await get(`/buyer/passport/find-pwd?account=${user.userName}&uuid=${uuid}`)
    expect(json<FindPwdAccount>(found)).toEqual({ mobile: `${mobile.slice(0, 3)}***${mobile.slice(-4)}`, uname: expect.stringMatching(/^r\*+r$/), uuid })

    // probing unknown accounts is throttled per IP, for a while only
    const probe = (account: string) =>
      api.inject({ method: 'GET', url: `/api/buyer/passport/find-pwd?lang=en_US&account=${account}&uuid=${uuid}`, remoteAddress: '10.7.7.7' })
    for (let i = 0; i < THROTTLE.lockAfterAccount; i++) expect((await probe(`nobody${i}`)).statusCode).toBe(404)
    const locked = await probe(user.userName)
    expect(locked.statusCode).toBe(400)
    expect(json<ApiErrorBody>(locked).message).toBe('Too many failed attempts. Try again in 15 minutes')
    api.advance((THROTTLE.windowSeconds + 1) * 1000)
    expect((await probe(user.userName)).statusCode).toBe(200)

    const update = (password: string) =>
      api.inject({ method: 'PUT', url: '/api/buyer/passport/find-pwd/update-password?lang=en_US', headers: FORM, payload: form({ uuid, password: H(password) }) })
    expect((await update('Nueva#2026')).statusCode).toBe(400) // not verified yet

    api.advance(SMS_RULES.resendSeconds * 1000)
    const send = await api.inject({ method: 'POST', url: '/api/buyer/passport/find-pwd/send', headers: FORM, payload: form({ uuid }), remoteAddress: newIp() })
    expect(send.statusCode).toBe(200)
    expect(send.body).toBe('10')
    const code = codeFor(mobile)
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${uuid}&sms_code=${wrongCode(code)}`)).statusCode).toBe(400)
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${uuid}&sms_code=abc`)).statusCode).toBe(400)
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${uuid}&sms_code=${code}`)).statusCode).toBe(200)
    expect((await update('12345678')).statusCode).toBe(400)
    expect((await update('Nueva#2026')).statusCode).toBe(200)
    expect((await update('Nueva#2027')).statusCode).toBe(400) // the flow is used up
    expect((await memberInfo(token)).success).toBe(false)
    expect(await login(api, user.userName, 'Nueva#2026')).toBeTruthy()
  })

  // --- profile, security, balance ----------------------------------------------------------------

  let compradorToken: string | undefined
  it.each([
    ['a', false],
    ['ab', true],
    ['张三', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['name with space', false],
    ['nombre-de_prueba', true],
    ['ñandú', false],
  ])('saves the profile name %j only by the rules', async (userName, ok) => {
    // by mobile: the username is what these tests rename; one login for the whole table
    compradorToken ??= await login(api, '3311223344', 'comprador1')
    const token = compradorToken
    const name = userName
    const reply = await mall<UserInfo>('/mallpcapi/member/saveUserInfo', { userName: name, email: 'comprador@vitrina.example', sex: '1', birthday: '725846400', language: '0' }, { token })
    if (ok) expect(reply).toMatchObject({ success: true, result: { userName: name, sex: 1, birthday: 725_846_400, language: 0 } })
    else expect(reply).toMatchObject({ success: false, code: 400, message: "The field userName must have 2 to 20 characters: Chinese characters, letters, digits, '-' and '_'" })
  })

  it('refuses a bad email, a future birthday, a foreign avatar path; uploads JPG/PNG only', async () => {
    const token = await login(api)
    const save = (values: Record<string, string>) => mall<UserInfo>('/mallpcapi/member/saveUserInfo', { userName: 'demo', ...values }, { token })
    expect((await save({ email: 'x@' })).message).toBe('The field email must be a valid email address')
    expect((await save({ birthday: String(Math.floor(Date.now() / 1000) + 86_400 * 400) })).message).toBe('The field birthday must be a past date in Unix seconds')
    expect((await save({ headImg: '/uploads/avatars/2-aaaaaaaaaaaaaaaa.png' })).message).toBe('The avatar can only be JPG, JPEG or PNG (file)')

    const upload = (name: string, bytes: Buffer) => {
      const boundary = 'vitrinaboundary'
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return api.inject({ method: 'POST', url: '/api/mallpcapi/upload/file?lang=en_US', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body })
    }
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082', 'hex')
    expect(json<MallReply<null>>(await upload('face.gif', Buffer.from('GIF89a')))).toMatchObject({ success: false, message: 'The avatar can only be JPG, JPEG or PNG (file)' })
    expect(json<MallReply<null>>(await upload('face.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toMatchObject({ success: false })
    const ok = json<MallReply<string>>(await upload('face.png', png))
    expect(ok).toMatchObject({ success: true, result: expect.stringMatching(/^\/uploads\/avatars\/1-[\w-]+\.png$/) })
    expect((await api.inject({ method: 'GET', url: ok.result })).statusCode).toBe(200)
    const saved = await save({ headImg: ok.result })
    expect(saved.success).toBe(true)
    expect(saved.result.headImg).toContain(ok.result)
    const anonymous = await api.inject({ method: 'POST', url: '/api/mallpcapi/upload/file', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' })
    expect(json<MallReply<null>>(anonymous)).toMatchObject({ success: false, code: 502 })
  })

  it('shows balance, ledger and account security; sets a payment password; binds email', async () => {
    const token = await login(api)
    const balance = json<MallReply<BalanceInformation>>(await get('/mallpcapi/memberWallet/getBalanceInformation?pageNo=1&pageSize=5', token))
    expect(balance.result).toMatchObject({ balance: 3721.75, total: 7, pageNo: 1, pageSize: 5 })
    expect(balance.result.list).toHaveLength(5)
    expect(balance.result.list[0]).toMatchObject({ amount: -1000, balance: 3721.75, kind: 'WITHDRAW' })
    expect(json<MallReply<null>>(await get('/mallpcapi/memberWallet/getBalanceInformation?pageSize=101', token)).success).toBe(false)

    const security = () => get('/mallpcapi/member/getAccountSecurity', token).then((r) => json<MallReply<AccountSecurity>>(r).result)
    expect(await security()).toMatchObject({ mobile: '551***5678', hasPaymentPassword: false })
    expect(await mall<null>('/mallpcapi/member/updatePayPassword', { loginPassword: H('wrong1'), password: H('Pago#2026') }, { token })).toMatchObject({ success: false })
    expect(await mall<null>('/mallpcapi/member/updatePayPassword', { loginPassword: H('demo1234'), password: H('Pago#2026') }, { token })).toMatchObject({ success: true })
    expect((await security()).hasPaymentPassword).toBe(true)
    expect(await mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H('demo1234'), email: 'comprador@vitrina.example' }, { token })).toMatchObject({
      success: false,
      message: 'This email address is already registered',
    })
    expect(await mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H('demo1234'), email: 'Demo.Nuevo@Vitrina.example' }, { token })).toMatchObject({
      success: true,
      result: { email: 'demo.nuevo@vitrina.example' },
    })
    const stats = await get('/buyer/members/statistics', token)
    expect(Object.keys(stats.json<Record<string, number>>()).sort()).toEqual(['goods_collect_count', 'order_count', 'pending_comment_count', 'shop_collect_count'])
    expect((await get('/buyer/members/statistics')).statusCode).toBe(403)
  })
})

describeBackends('accounts: SMS codes under parallel guesses', (api) => {
  let serial = 0
  const newMobile = () => `73${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`
  const smsLogin = (mobile: string, smsCode: string) =>
    api
      .inject({ method: 'POST', url: '/api/mallpcapi/login/login?lang=en_US', headers: { ...FORM, uuid: 'guess-device' }, payload: form({ mobile, smsCode }), remoteAddress: '10.30.0.1' })
      .then((response) => json<MallReply<LoginResult | null>>(response))

  it('30 concurrent wrong guesses: at most 5 are compared, the code dies, the right one is then refused', async () => {
    const guesses = 30
    const buyer = await newBuyer(api)
    const mobile = newMobile()
    await api.db.query('update member set mobile = $2 where id = $1', [buyer.id, mobile])
    const sent = await api.inject({ method: 'POST', url: '/api/mallpcapi/login/sendCode', headers: FORM, payload: form({ mobile, scene: 'LOGIN' }), remoteAddress: '10.30.1.1' })
    expect(json<MallReply<unknown>>(sent).success).toBe(true)
    const code = lastDevSms(mobile)?.code ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const wrong = Array.from({ length: guesses }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))

    const replies = await Promise.all(wrong.map((guess) => smsLogin(mobile, guess)))
    for (const reply of replies) expect(reply).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired' })
    const { rows } = await api.db.query<{ tries: number }>('select tries from sms_code where mobile = $1 and scene = $2', [mobile, 'LOGIN'])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tries).toBe(SMS_RULES.maxTries)
    expect(await smsLogin(mobile, code)).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired' })
  })

  // The same race one layer down, where nothing but the database stands between the guesses.
  it.each(SMS_SCENES)('30 concurrent consume() calls of wrong %s codes: 5 tries at most, then the right code is dead', async (scene) => {
    const sms = createSmsCodes(api.db, Date.now, createConsoleSmsTransport(() => undefined))
    const mobile = newMobile()
    await sms.send(mobile, scene, '10.30.2.1', 'en_US')
    const code = lastDevSms(mobile)?.code ?? ''
    const wrong = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const results = await Promise.allSettled(wrong.map((guess) => sms.consume(mobile, scene, guess)))
    for (const result of results) expect(result).toMatchObject({ status: 'rejected', reason: { messageKey: 'accountsSmsCodeInvalid' } })
    const { rows } = await api.db.query<{ tries: number }>('select tries from sms_code where mobile = $1 and scene = $2', [mobile, scene])
    expect(rows.map((row) => row.tries)).toEqual([SMS_RULES.maxTries])
    await expect(sms.consume(mobile, scene, code)).rejects.toMatchObject({ messageKey: 'accountsSmsCodeInvalid' })
  })
})

describeBackends('accounts: member statistics', (api) => {
  const auth = (token: string) => ({ authorization: token })
  const statistics = async (token: string) => {
    const response = await api.inject({ method: 'GET', url: '/api/buyer/members/statistics', headers: auth(token) })
    expect(response.statusCode).toBe(200)
    return json<MemberStatistics>(response)
  }
  const favorite = (token: string, goodsId: number, on: boolean) =>
    api.inject({
      method: 'POST',
      url: '/api/mallpcapi/memberFavorite/updateFavorite',
      headers: { 'content-type': 'application/json', ...auth(token) },
      payload: JSON.stringify({ goodsId, favorite: on }),
    })
  const collect = (token: string, shopId: number) =>
    api.inject({ method: 'POST', url: '/api/buyer/members/collection/shop', headers: { ...FORM, ...auth(token) }, payload: form({ shop_id: shopId }) })

  it('counts the goods a member favourited and the shops they collected, as the lists do', async () => {
    const [buyer, other] = await newBuyers(api, 2)
    if (!buyer || !other) throw new Error('no buyers')
    expect(await statistics(buyer.token)).toEqual({ order_count: 0, goods_collect_count: 0, shop_collect_count: 0, pending_comment_count: 0 })
    const goods = (await api.db.query<{ id: number; shop_id: number }>('select id, shop_id from goods where market_enable = 1 order by id limit 3')).rows
    const shops = (await api.db.query<{ id: number }>('select id from shop order by id limit 3')).rows
    expect(goods).toHaveLength(3)
    expect(shops).toHaveLength(3)

    for (const g of goods) expect(json<MallReply<unknown>>(await favorite(buyer.token, g.id, true)).success).toBe(true)
    await favorite(buyer.token, goods[0]!.id, true) // twice is once
    await favorite(buyer.token, goods[1]!.id, false)
    for (const s of shops) expect((await collect(buyer.token, s.id)).statusCode).toBe(200)
    expect((await collect(buyer.token, shops[0]!.id)).statusCode).toBe(200)
    expect((await api.inject({ method: 'DELETE', url: `/api/buyer/members/collection/shop/${shops[2]!.id}`, headers: auth(buyer.token) })).statusCode).toBe(200)
    await favorite(other.token, goods[0]!.id, true) // another member's favourites are theirs

    const stats = await statistics(buyer.token)
    expect(stats).toMatchObject({ goods_collect_count: 2, shop_collect_count: 2 })
    const favourites = json<MallReply<{ total: number }>>(await api.inject({ method: 'GET', url: '/api/mallpcapi/memberFavorite/query_page', headers: auth(buyer.token) }))
    expect(favourites.result.total).toBe(stats.goods_collect_count)
    const collected = json<{ data_total: number }>(await api.inject({ method: 'GET', url: '/api/buyer/members/collection/shops', headers: auth(buyer.token) }))
    expect(collected.data_total).toBe(stats.shop_collect_count)
    expect(await statistics(other.token)).toMatchObject({ goods_collect_count: 1, shop_collect_count: 0 })
  })
})

describeBackends('accounts: SMS through a configured gateway', (api) => {
  interface Received {
    method: string
    authorization: string | undefined
    contentType: string | undefined
    body: string
  }
  let gateway: Server | undefined
  let gatewayUrl = ''
  let status = 200
  const received: Received[] = []
  let app: FastifyInstance | undefined
  let uploadsDir: string | undefined
  let serial = 0
  const newMobile = () => `74${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        received.push({ method: request.method ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], body })
        response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"ok":true}' : '{"error":"down"}')
      })
    })
    await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve))
    const address = gateway.address()
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms/send`
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-sms-uploads-'))
    const smsTransport = smsTransportFromEnv({ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: gatewayUrl, SMS_GATEWAY_TOKEN: 'gateway-secret', SMS_GATEWAY_TIMEOUT_MS: '5000' })
    app = await createApp({ db: api.db, uploadsDir, smsTransport })
  })

  afterAll(async () => {
    await app?.close()
    await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)))
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true })
  })

  const sendCode = (mobile: string, lang = 'en_US') =>
    app!
      .inject({ method: 'POST', url: `/api/mallpcapi/login/sendCode?lang=${lang}`, headers: FORM, payload: form({ mobile, scene: 'REGISTER' }), remoteAddress: '10.40.0.1' })
      .then((response) => json<MallReply<SendCodeResult | null>>(response))

  it('posts the code to SMS_GATEWAY_URL with the bearer token, and the code it carried registers', async () => {
    const mobile = newMobile()
    received.length = 0
    expect(await sendCode(mobile)).toMatchObject({ success: true, result: { minutes: 10 } })
    expect(received).toHaveLength(1)
    const message = received[0]!
    expect(message).toMatchObject({ method: 'POST', authorization: 'Bearer gateway-secret' })
    expect(message.contentType).toContain('application/json')
    const payload = JSON.parse(message.body) as { to: string; text: string }
    expect(payload.to).toBe(mobile)
    expect(payload.text).toMatch(/\b\d{6}\b/)
    expect(lastDevSms(mobile)).toBeUndefined() // nothing went to the development outbox
    const code = /\b(\d{6})\b/.exec(payload.text)?.[1] ?? ''
    const registered = json<MallReply<LoginResult>>(
      await app!.inject({
        method: 'POST',
        url: '/api/mallpcapi/member/register?lang=en_US',
        headers: { ...FORM, uuid: 'gateway-device' },
        payload: form({ username: `gw${process.pid % 1000}u${serial}`, password: H('Ventas#2026'), mobile, smsCode: code, agreement: '1' }),
      }),
    )
    expect(registered).toMatchObject({ success: true, result: { userInfo: { mobile } } })
  })

  it('a failing gateway: a clear translated error, no code kept, and the buyer may ask again at once', async () => {
    const mobile = newMobile()
    status = 503
    try {
      const en = await sendCode(mobile)
      expect(en).toMatchObject({ success: false, code: 400, message: 'We could not send the SMS right now; try again in a minute' })
      const es = await sendCode(mobile, 'es_MX')
      expect(es.success).toBe(false)
      expect(es.message).not.toBe(en.message)
      expect((await api.db.query('select 1 from sms_code where mobile = $1', [mobile])).rows).toHaveLength(0)
    } finally {
      status = 200
    }
    expect(await sendCode(mobile)).toMatchObject({ success: true })
  })

  it.each([
    [{}, null],
    [{ SMS_TRANSPORT: 'CONSOLE' }, null],
    [{ SMS_TRANSPORT: 'carrier-pigeon' }, 'SMS_TRANSPORT'],
    [{ SMS_TRANSPORT: 'http' }, 'SMS_GATEWAY_URL'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'ftp://sms.example/send', SMS_GATEWAY_TOKEN: 't' }, 'SMS_GATEWAY_URL'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' }, 'SMS_GATEWAY_TOKEN'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't', SMS_GATEWAY_TIMEOUT_MS: 'soon' }, 'SMS_GATEWAY_TIMEOUT_MS'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' }, null],
  ] as [Record<string, string>, string | null][])('configuration %j → error naming %s', (env, variable) => {
    if (variable === null) expect(smsTransportFromEnv(env, () => undefined).send).toBeTypeOf('function')
    else expect(() => smsTransportFromEnv(env, () => undefined)).toThrow(variable)
  })
})
