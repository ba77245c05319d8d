/**
 * Suggestions follow the catalogue on every node (issue 15 §5): the index was built once at start,
 * so a renamed, new or delisted product never showed (a delisted one was still suggested while
 * search found 0), and two nodes started at different times suggested different things. Two apps
 * on one database are two nodes; the catalogue changes by plain SQL, as another node or an
 * operator would change it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { describeBackends } from './support/backends';
import { json } from './support/client';

describeBackends(
  'a live suggestion index',
  (api) => {
    let nodeB: FastifyInstance | undefined;
    beforeAll(async () => {
      nodeB = await createApp({ db: api.db, uploadsDir: api.uploadsDir });
    });
    afterAll(async () => {
      await nodeB?.close();
    });
    const suggested = async (node: FastifyInstance, keyword: string) =>
      json<{ words: string }[]>(
        await node.inject({ method: 'GET', url: `/api/buyer/goods/search/words?keyword=${encodeURIComponent(keyword)}&lang=es_MX` }),
      ).map((word) => word.words);
    const nodes = () => {
      if (!nodeB) throw new Error('node B did not start');
      return [api.app, nodeB] as const;
    };

    it('a rename shows on both nodes within 5 s, a delisted product leaves them, and facet counts follow at once', async () => {
      const { rows } = await api.db.query<{ id: number; category_id: number }>(
        'select id, category_id from goods where market_enable = 1 order by id limit 1',
      );
      const goods = rows[0];
      if (!goods) throw new Error('no goods');
      for (const node of nodes()) expect(await suggested(node, 'quimerico')).toEqual([]);
      const facetTotal = async (node: FastifyInstance) =>
        json<{ result: { total: number } }>(
          await node.inject({ method: 'GET', url: `/api/mallpcapi/product/productFacets?categoryId=${goods.category_id}` }),
        ).result.total;
      const before = await facetTotal(nodes()[1]);

      await api.db.query(`update goods set name_es = 'Zapato quimerico de prueba' where id = $1`, [goods.id]);
      for (const node of nodes()) {
        await expect
          .poll(async () => (await suggested(node, 'quimerico')).some((words) => /quimerico/i.test(words)), {
            timeout: 5_000,
            interval: 200,
          })
          .toBe(true);
      }

      await api.db.query('update goods set market_enable = 0 where id = $1', [goods.id]);
      for (const node of nodes()) {
        await expect.poll(() => suggested(node, 'quimerico'), { timeout: 5_000, interval: 200 }).toEqual([]);
      }
      // the facet cache is keyed by the catalogue version: the delisting shows on the next answer
      expect(await facetTotal(nodes()[1])).toBe(before - 1);
    });

    it('a renamed brand shows in the brand section on both nodes (issue 17 §2)', async () => {
      const { rows } = await api.db.query<{ id: number }>(
        'select brand_id as id from goods where market_enable = 1 group by brand_id order by count(*) desc limit 1',
      );
      const brandId = rows[0]?.id;
      if (brandId === undefined) throw new Error('no brand');
      const brands = async (node: FastifyInstance) =>
        json<{ result: { brands: { id: number; name: string }[] } }>(
          await node.inject({ method: 'GET', url: '/api/mallpcapi/goods/suggest?keyword=QUIMÉRICA&lang=en_US' }),
        ).result.brands;
      await api.db.query(`update brand set name = 'Quimérica Tools' where id = $1`, [brandId]);
      for (const node of nodes()) {
        await expect
          .poll(() => brands(node), { timeout: 5_000, interval: 200 })
          .toEqual([expect.objectContaining({ id: brandId, name: 'Quimérica Tools' })]);
      }
    });
  },
  {},
  'both',
);
