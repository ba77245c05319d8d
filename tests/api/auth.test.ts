import { expect, it } from 'vitest'
import type { ApiErrorBody, LoginResult, MallReply, TokenPair, UserInfo } from '../../src/core/contract/types'
import { clientPasswordHash } from '../../server/src/services/auth/password'
import { ROTATION_OVERLAP_SECONDS } from '../../server/src/services/auth/sessions'
import { THROTTLE } from '../../server/src/services/auth/throttle'
import { describeBackends } from './support/backends'
import { form, FORM, json, login, LOCALES_UNDER_TEST } from './support/client'

describeBackends('auth', (api) => {
  const memberInfo = async (token: string) =>
    json<MallReply<UserInfo | null>>(await api.inject({ method: 'GET', url: '/api/mallpcapi/member/getMemberInfo', headers: { authorization: token } }))
  const refresh = (refreshToken: string, uuid: string | null = 'test-device', lang = 'es_MX') =>
    api.inject({
      method: 'POST',
      url: `/api/passport/token?lang=${lang}`,
      headers: { ...FORM, ...(uuid ? { uuid } : {}) },
      payload: form({ refresh_token: refreshToken }),
    })
  const attempt = (username: string, password: string, lang = 'es_MX', remoteAddress = '10.0.0.1') =>
    api.inject({ method: 'POST', url: `/api/mallpcapi/login/login?lang=${lang}`, headers: FORM, payload: form({ username, password }), remoteAddress })

  it('logs in with the SHA-256 of the password and returns token and userInfo', async () => {
    const reply = json<MallReply<LoginResult>>(await attempt('demo', clientPasswordHash('demo1234')))
    expect(reply).toMatchObject({ success: true, code: 200 })
    expect(reply.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Object.keys(reply.result.userInfo).sort()).toEqual(['birthday', 'email', 'headImg', 'id', 'language', 'mobile', 'sex', 'userName'])
    expect(reply.result.userInfo).toMatchObject({ id: 1, userName: 'demo', mobile: '5512345678', language: 4, birthday: 631_152_000 })
  })

  it('logs in with the mobile number or any letter case of the username', async () => {
    for (const username of ['5512345678', 'DEMO']) {
      expect(json<MallReply<LoginResult>>(await attempt(username, clientPasswordHash('demo1234'))).success).toBe(true)
    }
  })

  it.each(LOCALES_UNDER_TEST)('refuses a wrong password and an unknown user alike (%s)', async (lang) => {
    const wrong = json<MallReply<null>>(await attempt('demo', clientPasswordHash('demo12345'), lang))
    const unknown = json<MallReply<null>>(await attempt('nobody', clientPasswordHash('demo1234'), lang))
    expect(wrong).toMatchObject({ success: false, code: 401, result: null })
    expect(unknown).toEqual(wrong)
    if (lang === 'en_US') expect(wrong.message).toBe('Incorrect username or password')
    // the throttle window moves on: later tests start without failures
    api.advance((THROTTLE.windowSeconds + 1) * 1000)
  })

  it.each(LOCALES_UNDER_TEST)('refuses a password that was not hashed by the client (%s)', async (lang) => {
    const reply = json<MallReply<null>>(await attempt('demo', 'demo1234', lang))
    expect(reply).toMatchObject({ success: false, code: 400 })
    expect(reply.message).toContain('password')
    expect(reply.message).toContain('SHA-256')
    const missing = json<MallReply<null>>(await attempt('', clientPasswordHash('x'), lang))
    expect(missing).toMatchObject({ success: false, code: 400 })
    expect(missing.message).toContain('username')
  })

  it('answers getMemberInfo with the token, and accepts a Bearer prefix', async () => {
    const token = await login(api)
    expect((await memberInfo(token)).result?.userName).toBe('demo')
    expect((await memberInfo(`Bearer ${token}`)).result?.userName).toBe('demo')
    expect(await memberInfo('')).toMatchObject({ success: false, code: 502, result: null })
  })

  it('logs out: the token stops working', async () => {
    const token = await login(api)
    const out = await api.inject({ method: 'GET', url: '/api/mallpcapi/login/logout', headers: { authorization: token } })
    expect(json<MallReply<null>>(out)).toMatchObject({ success: true, code: 200 })
    expect(await memberInfo(token)).toMatchObject({ success: false, code: 502 })
  })

  it('rotates refresh tokens: the old one dies, a replay revokes the whole family', async () => {
    const loginToken = await login(api)
    const first = await refresh(loginToken)
    expect(first.statusCode).toBe(200)
    const pair = json<TokenPair>(first)
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken'])
    expect(pair.accessToken).not.toBe(pair.refreshToken)
    expect((await memberInfo(pair.accessToken)).success).toBe(true)
    expect((await memberInfo(loginToken)).success).toBe(false)
    // a refresh token is not an access token
    expect((await memberInfo(pair.refreshToken)).success).toBe(false)

    const second = json<TokenPair>(await refresh(pair.refreshToken))
    expect((await memberInfo(second.accessToken)).success).toBe(true)

    // after the overlap window a second use is a replay
    api.advance((ROTATION_OVERLAP_SECONDS + 1) * 1000)
    const replay = await refresh(pair.refreshToken, 'test-device', 'en_US')
    expect(replay.statusCode).toBe(401)
    expect(json<ApiErrorBody>(replay)).toEqual({ code: '109', message: 'Your session has expired, please log in again' })
    expect((await memberInfo(second.accessToken)).success).toBe(false)
    expect((await refresh(second.refreshToken)).statusCode).toBe(401)
  })

  it.each([
    ['garbage', 'not-a-token'],
    ['an unknown token', 'B'.repeat(43)],
  ])('refuses %s as refresh token with 401 "109"', async (_, token) => {
    const response = await refresh(token)
    expect(response.statusCode).toBe(401)
    expect(json<ApiErrorBody>(response).code).toBe('109')
  })

  it('refuses an access token as refresh token, and one from another device', async () => {
    const pair = json<TokenPair>(await refresh(await login(api)))
    expect((await refresh(pair.accessToken)).statusCode).toBe(401)
    expect((await refresh(pair.refreshToken, 'another-device')).statusCode).toBe(401)
  })

  it('needs the uuid header and a refresh_token to refresh', async () => {
    const token = await login(api)
    const noUuid = await refresh(token, null, 'en_US')
    expect(noUuid.statusCode).toBe(400)
    expect(json<ApiErrorBody>(noUuid)).toEqual({ code: '004', message: 'The field uuid is required' })
    const noToken = await api.inject({ method: 'POST', url: '/api/passport/token', headers: { ...FORM, uuid: 'x' }, payload: '' })
    expect(noToken.statusCode).toBe(400)
  })

  it('expires tokens after 30 days', async () => {
    const token = await login(api)
    api.advance(29 * 24 * 3600 * 1000)
    expect((await memberInfo(token)).success).toBe(true)
    api.advance(2 * 24 * 3600 * 1000)
    expect(await memberInfo(token)).toMatchObject({ success: false, code: 502 })
    expect((await refresh(token)).statusCode).toBe(401)
  })

  it('updates the member’s language, refusing codes other than 0, 2 and 4', async () => {
    const token = await login(api, 'comprador', 'comprador1')
    const update = (language: string) =>
      api.inject({ method: 'POST', url: '/api/mallpcapi/member/updateLanguage?lang=en_US', headers: { ...FORM, authorization: token }, payload: form({ language }) })
    const ok = json<MallReply<UserInfo>>(await update('2'))
    expect(ok).toMatchObject({ success: true, result: { language: 2 } })
    for (const bad of ['3', 'x', '', '-1']) {
      const reply = json<MallReply<null>>(await update(bad))
      expect(reply).toMatchObject({ success: false, code: 400 })
      expect(reply.message).toContain('language')
    }
    expect((await memberInfo(token)).result?.language).toBe(2)
    expect(json<MallReply<UserInfo>>(await update('4')).result.language).toBe(4)
  })
})
