import type { FastifyPluginAsync } from 'fastify'
import { CART_WAYS } from '../../../src/core/contract/rules'
import type { AppContext } from '../context'
import { asSource, ID_RANGE, oneOf, optionalInt, requiredInt } from '../http/params'
import { mallOk } from '../http/render'
import { ADD_NUM_RANGE } from '../services/cart/cart-service'
import { requireMember } from './require-member'

export const cartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx)

  for (const variant of ['all', 'checked'] as const) {
    app.get(`/buyer/trade/carts/${variant}`, { preHandler }, async (request) => {
      const way = oneOf(asSource(request.query), 'way', CART_WAYS, 'CART')
      return ctx.cart.view(request.memberId, way, request.lang, variant === 'checked', ctx.assets(request))
    })
  }

  app.post('/mallpcapi/orderCart/cartcount', { preHandler }, async (request) => {
    // The spec's client sends shipmentType=1; there is one way of shipping today, so any valid
    // type counts the same cart.
    optionalInt(asSource(request.body), 'shipmentType', { min: 0, max: 9 })
    return mallOk(request.lang, await ctx.cart.count(request.memberId))
  })

  app.post('/mallpcapi/orderCart/addtocart', { preHandler }, async (request) => {
    const body = asSource(request.body)
    const skuId = requiredInt(body, 'skuId', ID_RANGE)
    const num = requiredInt(body, 'num', ADD_NUM_RANGE)
    return mallOk(request.lang, await ctx.cart.add(request.memberId, skuId, num))
  })
}
