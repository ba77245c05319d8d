import type { FastifyPluginAsync } from 'fastify'
import { LANGUAGE_CODES, type LanguageCode } from '../../../src/core/contract/locales'
import { PASSWORD_HASH_PATTERN } from '../../../src/core/contract/rules'
import type { AppContext } from '../context'
import { validationError } from '../http/errors'
import { asSource, requiredInt, requiredString } from '../http/params'
import { mallOk } from '../http/render'
import { bearerToken } from '../http/request-context'
import { requireMember } from './require-member'

const UUID_MAX = 64

function deviceUuid(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  return value ? value.slice(0, UUID_MAX) : null
}

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx)

  app.post('/mallpcapi/login/login', async (request) => {
    const body = asSource(request.body)
    const username = requiredString(body, 'username', 50)
    const password = requiredString(body, 'password', 64)
    if (!PASSWORD_HASH_PATTERN.test(password)) throw validationError('passwordNotHashed')
    const result = await ctx.members.login(username, password, deviceUuid(request.headers.uuid), ctx.assets(request))
    return mallOk(request.lang, result)
  })

  app.get('/mallpcapi/member/getMemberInfo', { preHandler }, async (request) =>
    mallOk(request.lang, await ctx.members.userInfo(request.memberId, ctx.assets(request))),
  )

  app.get('/mallpcapi/login/logout', { preHandler }, async (request) => {
    const token = bearerToken(request.headers.authorization)
    if (token) await ctx.sessions.logout(token)
    return mallOk(request.lang, null)
  })

  app.post('/mallpcapi/member/updateLanguage', { preHandler }, async (request) => {
    const language = requiredInt(asSource(request.body), 'language', { min: 0, max: 4 })
    if (!isLanguageCode(language)) throw validationError('fieldOneOf', { field: 'language', values: LANGUAGE_CODES.join(', ') })
    return mallOk(request.lang, await ctx.members.updateLanguage(request.memberId, language, ctx.assets(request)))
  })

  app.post('/passport/token', async (request) => {
    const refreshToken = requiredString(asSource(request.body), 'refresh_token', 128)
    const uuid = deviceUuid(request.headers.uuid)
    if (uuid === null) throw validationError('fieldRequired', { field: 'uuid' })
    return ctx.sessions.refresh(refreshToken, uuid)
  })
}

function isLanguageCode(value: number): value is LanguageCode {
  return (LANGUAGE_CODES as readonly number[]).includes(value)
}
