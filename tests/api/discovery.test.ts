import { expect, it } from 'vitest'
import type { MallReply, ProductQueryResult } from '../../src/core/contract/types'
import type {
  GoodsAsk, GoodsComment, GoodsCommentCount, GoodsDetail, GoodsSaleRecord, GoodsSku, JavashopPage, TagGoods,
} from '../../src/core/contract/types-discovery'
import { describeBackends } from './support/backends'
import { json, LOCALES_UNDER_TEST } from './support/client'

describeBackends('discovery: goods detail and feedback', (api) => {
  const get = (url: string) => api.inject({ method: 'GET', url: `/api${url}` })
  const detail = async (goodsId: number | string, lang = 'es_MX') =>
    json<MallReply<GoodsDetail | null>>(await get(`/mallpcapi/product/productDetail?goodsId=${goodsId}&lang=${lang}`))
  const mustDetail = async (goodsId: number, lang = 'es_MX'): Promise<GoodsDetail> => {
    const reply = await detail(goodsId, lang)
    if (!reply.result) throw new Error(reply.message)
    return reply.result
  }
  /** A listed goods with several skus, one sold out and one in stock: the interesting case. */
  const mixedGoods = async () => {
    const { rows } = await api.db.query<{ goods_id: number }>(
      `select k.goods_id from sku k join goods g on g.id = k.goods_id where g.market_enable = 1
       group by k.goods_id having count(*) >= 3 and bool_or(k.quantity = 0) and bool_or(k.quantity > 0) order by k.goods_id limit 1`,
    )
    if (!rows[0]) throw new Error('seed has no goods with a sold-out sku')
    return rows[0].goods_id
  }
  const delisted = async () => {
    const { rows } = await api.db.query<{ id: number }>('select id from goods where market_enable = 0 order by id limit 1')
    if (rows[0]) return rows[0].id
    await api.db.query('update goods set market_enable = 0 where id = 299')
    return 299
  }

  it.each(LOCALES_UNDER_TEST)('productDetail: names, specs over the sku matrix, tiers and shop in %s', async (lang) => {
    const id = await mixedGoods()
    const d = await mustDetail(id, lang)
    const { rows } = await api.db.query<{ name_es: string; name_en: string; name_zh: string; package_unit: number }>(
      'select name_es, name_en, name_zh, package_unit from goods where id = $1', [id])
    const names = { es_MX: rows[0]?.name_es, en_US: rows[0]?.name_en, zh_CN: rows[0]?.name_zh }
    expect(d.name).toBe(names[lang])
    expect(d.packageUnit).toBe(rows[0]?.package_unit)
    // every sku names one value of every axis, and every axis value is used by some sku
    for (const sku of d.skus) {
      expect(sku.specValueIds).toHaveLength(d.specs.length)
      sku.specValueIds.forEach((v, axis) => expect(d.specs[axis]?.values.map((x) => x.specValueId)).toContain(v))
      expect(sku.dropshipPrice).toBeGreaterThan(sku.price)
    }
    // the default sku is in stock and the cheapest of those in stock
    const inStock = d.skus.filter((s) => s.stock > 0)
    const chosen = d.skus.find((s) => s.skuId === d.defaultSkuId)
    expect(chosen?.stock).toBeGreaterThan(0)
    expect(chosen?.price).toBe(Math.min(...inStock.map((s) => s.price)))
    // tiers: first is the package unit at full price, then cheaper per unit as quantity grows
    expect(d.tiers[0]).toMatchObject({ minNum: d.packageUnit, rate: 1, price: d.price })
    for (let i = 1; i < d.tiers.length; i++) {
      expect(d.tiers[i]!.minNum).toBeGreaterThan(d.tiers[i - 1]!.minNum)
      expect(d.tiers[i]!.price).toBeLessThan(d.tiers[i - 1]!.price)
    }
    expect(d.shop.shopId).toBeGreaterThan(0)
    expect(d.shop.goodsCount).toBeGreaterThan(0)
    expect(d.images[0]).toMatch(/^http:\/\/.+\/uploads\/generated\/goods\/\d+\.svg$/)
    expect(d.intro).toContain('<table>')
  })

  it.each([
    ['missing goodsId', '', 'goodsId'],
    ['not a number', 'abc', 'goodsId'],
    ['zero', '0', 'goodsId'],
  ])('productDetail refuses %s with a message naming the field', async (_case, value, field) => {
    const reply = await detail(value, 'en_US')
    expect(reply).toMatchObject({ success: false, code: 400, result: null })
    expect(reply.message).toContain(field)
  })

  it.each(LOCALES_UNDER_TEST)('productDetail of unknown or delisted goods: 404 with the spec message (%s)', async (lang) => {
    const messages = {
      es_MX: 'El producto no existe o fue retirado del mercado',
      en_US: 'The product does not exist or has been removed from the market',
      zh_CN: '商品不存在或已下架',
    }
    for (const id of [999_999, await delisted()]) {
      const reply = await detail(id, lang)
      expect(reply).toMatchObject({ success: false, code: 404, result: null })
      expect(reply.message).toBe(messages[lang])
    }
  })

  it('goods/{id}/skus has the Javashop shape and matches the detail', async () => {
    const id = await mixedGoods()
    const response = await get(`/buyer/goods/${id}/skus?lang=en_US`)
    expect(response.statusCode).toBe(200)
    const skus = json<GoodsSku[]>(response)
    const d = await mustDetail(id, 'en_US')
    expect(skus.map((s) => s.sku_id)).toEqual(d.skus.map((s) => s.skuId))
    for (const sku of skus) {
      expect(Object.keys(sku).sort()).toEqual(
        ['enable_quantity', 'goods_id', 'goods_name', 'goods_type', 'price', 'quantity', 'sku_id', 'sn', 'spec_list', 'thumbnail'],
      )
      expect(sku.spec_list.map((s) => s.spec_name)).toEqual(d.specs.map((a) => a.specName))
    }
  })

  it('sku/{id}/goods-id finds the goods of a sku; unknown sku is 404, bad id 400', async () => {
    const id = await mixedGoods()
    const d = await mustDetail(id)
    const ok = await get(`/buyer/goods/sku/${d.skus[1]!.skuId}/goods-id`)
    expect(ok.statusCode).toBe(200)
    expect(json<number>(ok)).toBe(id)
    const missing = await get('/buyer/goods/sku/123456789/goods-id?lang=en_US')
    expect(missing.statusCode).toBe(404)
    expect(json<{ message: string }>(missing).message).toContain('123456789')
    const bad = await get('/buyer/goods/sku/x1/goods-id?lang=en_US')
    expect(bad.statusCode).toBe(400)
    expect(json<{ code: string; message: string }>(bad)).toMatchObject({ code: '004' })
    expect(json<{ message: string }>(bad).message).toContain('sku_id')
  })

  it.each([
    ['hot', (a: TagGoods, b: TagGoods) => a.buy_count >= b.buy_count],
    ['new', () => true],
    ['recommend', () => true],
  ] as const)('tags/%s/goods: in-stock goods, of one shop when asked, at most num', async (mark, ordered) => {
    const all = json<TagGoods[]>(await get(`/buyer/goods/tags/${mark}/goods`))
    expect(all).toHaveLength(5)
    const { rows } = await api.db.query<{ shop_id: number }>('select shop_id from goods where id = $1', [all[0]!.goods_id])
    const shop = json<TagGoods[]>(await get(`/buyer/goods/tags/${mark}/goods?seller_id=${rows[0]!.shop_id}&num=3`))
    expect(shop.length).toBeGreaterThan(0)
    expect(shop.length).toBeLessThanOrEqual(3)
    for (let i = 1; i < shop.length; i++) expect(ordered(shop[i - 1]!, shop[i]!)).toBe(true)
    for (const g of [...all, ...shop]) {
      expect(g.enable_quantity).toBeGreaterThan(0)
      const sku = await api.db.query<{ goods_id: number; quantity: number }>('select goods_id, quantity from sku where id = $1', [g.sku_id])
      expect(sku.rows[0]).toMatchObject({ goods_id: g.goods_id })
      expect(sku.rows[0]!.quantity).toBeGreaterThan(0)
    }
    const owners = await api.db.query<{ n: number }>('select count(distinct shop_id)::int as n from goods where id = any($1::bigint[])', [shop.map((g) => g.goods_id)])
    expect(owners.rows[0]?.n).toBe(1)
  })

  it.each([
    ['/buyer/goods/tags/cheap/goods', 'mark'],
    ['/buyer/goods/tags/hot/goods?num=0', 'num'],
    ['/buyer/goods/tags/hot/goods?seller_id=-1', 'seller_id'],
    ['/buyer/trade/goods/1/sales?page_size=1000', 'page_size'],
    ['/buyer/members/comments/goods/1?grade=great', 'grade'],
    ['/buyer/members/asks/list', 'goods_id'],
    ['/buyer/members/asks/list?goods_id=1&page_no=0', 'page_no'],
  ])('%s → 400 naming %s', async (url, field) => {
    const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=zh_CN`)
    expect(response.statusCode).toBe(400)
    const body = json<{ code: string; message: string }>(response)
    expect(body.code).toBe('004')
    expect(body.message).toContain(field)
  })

  it('sales records: paged, newest first, buyer names masked', async () => {
    const { rows } = await api.db.query<{ goods_id: number; n: number }>(
      'select goods_id, count(*)::int as n from goods_sale group by goods_id having count(*) >= 3 order by goods_id limit 1')
    const { goods_id: id, n } = rows[0]!
    const page = json<JavashopPage<GoodsSaleRecord>>(await get(`/buyer/trade/goods/${id}/sales?page_size=2`))
    expect(page).toMatchObject({ page_no: 1, page_size: 2, data_total: n })
    expect(page.data).toHaveLength(2)
    expect(page.data[0]!.create_time).toBeGreaterThanOrEqual(page.data[1]!.create_time)
    for (const sale of page.data) expect(sale.buyer_name).toMatch(/^.\*\*\*.?$/u)
    expect((await get('/buyer/trade/goods/999999/sales')).statusCode).toBe(404)
  })

  it('comments: counts agree with the list, the grade filter and photos filter work', async () => {
    const { rows } = await api.db.query<{ goods_id: number }>(
      `select goods_id from goods_comment group by goods_id having count(distinct grade) >= 2 order by count(*) desc, goods_id limit 1`)
    const id = rows[0]!.goods_id
    const count = json<GoodsCommentCount>(await get(`/buyer/members/comments/goods/${id}/count`))
    expect(count.all_count).toBe(count.good_count + count.neutral_count + count.bad_count)
    const all = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?page_size=50`))
    expect(all.data_total).toBe(count.all_count)
    const good = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?grade=good&page_size=50`))
    expect(good.data_total).toBe(count.good_count)
    expect(good.data.every((c) => c.grade === 'good')).toBe(true)
    const photos = json<JavashopPage<GoodsComment>>(await get(`/buyer/members/comments/goods/${id}?have_image=1&page_size=50`))
    expect(photos.data_total).toBe(count.image_count)
    expect(photos.data.every((c) => c.images.length > 0 && c.images.every((i) => i.startsWith('http')))).toBe(true)
    const d = await mustDetail(id)
    expect(d.commentCount).toBe(count.all_count)
    expect(d.goodRate).toBe(Math.round((count.good_count / count.all_count) * 100))
  })

  it('asks: anonymous askers are not named, answered ones carry the reply', async () => {
    const { rows } = await api.db.query<{ goods_id: number }>(
      `select goods_id from goods_ask group by goods_id having bool_or(anonymous = 'YES') and bool_or(anonymous = 'NO') order by goods_id limit 1`)
    const id = rows[0]!.goods_id
    const page = json<JavashopPage<GoodsAsk>>(await get(`/buyer/members/asks/list?goods_id=${id}`))
    expect(page.data.length).toBeGreaterThanOrEqual(2)
    for (const ask of page.data) {
      expect(ask.member_name === '').toBe(ask.anonymous === 'YES')
      expect(ask.reply_status).toBe(ask.reply ? 1 : 0)
    }
  })

  it('productGoods lists other goods of the same category family', async () => {
    const d = await mustDetail(1)
    const reply = json<MallReply<{ goodsId: number; skuId: number }[]>>(await get('/mallpcapi/product/productGoods?goodsId=1&num=6'))
    expect(reply.result).toHaveLength(6)
    expect(reply.result.map((g) => g.goodsId)).not.toContain(1)
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from goods where id = any($1::bigint[]) and grand_id = $2',
      [reply.result.map((g) => g.goodsId), d.grandId])
    expect(rows[0]?.n).toBe(6)
  })

  it('productQuery cards carry an in-stock sku whenever the goods has one', async () => {
    const id = await mixedGoods()
    // make the cheapest sku the sold-out one, so "cheapest" and "in stock" disagree
    const { rows } = await api.db.query<{ id: number }>('select id from sku where goods_id = $1 and quantity = 0 order by id limit 1', [id])
    await api.db.query('update sku set price_cents = 1 where id = $1', [rows[0]!.id])
    const { rows: goods } = await api.db.query<{ shop_id: number }>('select shop_id from goods where id = $1', [id])
    const reply = json<MallReply<ProductQueryResult>>(await get(`/mallpcapi/product/productQuery?shopId=${goods[0]!.shop_id}&pageSize=100`))
    const card = reply.result.list.find((p) => p.goodsId === id)
    expect(card).toBeDefined()
    const sku = await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [card!.skuId])
    expect(sku.rows[0]!.quantity).toBeGreaterThan(0)
    expect(card!.skuId).toBe((await mustDetail(id)).defaultSkuId)
  })
})
