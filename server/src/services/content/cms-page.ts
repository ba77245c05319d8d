import type { Locale } from '../../../../src/core/contract/locales';
import type { CmsBlock, CmsPage } from '../../../../src/core/contract/types-promotions';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { localeSuffix } from '../../http/locale-columns';
import { toMxn } from '../../http/money';
import { cmsGoods, findCmsPage } from '../../repos/content/cms-pages';

/** A text of a stored block: `{ es, en, zh }`. */
type Texts = Partial<Record<'es' | 'en' | 'zh', string>>;
type StoredBlock =
  | { type: 'title' | 'text'; text: Texts }
  | { type: 'banner'; text: Texts; link: string }
  | { type: 'goods'; title: Texts; goods_ids: number[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function storedBlocks(value: unknown): StoredBlock[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((b): b is StoredBlock => isRecord(b) && typeof b.type === 'string') : [];
}

/** `GET /buyer/pages/{id}`: the page with its blocks in `lang` and its goods as they are now. */
export async function cmsPage(db: Db, id: number, lang: Locale, asset: (path: string) => string): Promise<CmsPage> {
  const row = await findCmsPage(db, id, lang);
  if (!row) throw new ApiError('not_found', 'promotionsPageNotFound', { page: id });
  const sfx = localeSuffix(lang);
  const text = (t: Texts) => t[sfx] ?? t.es ?? '';
  const blocks: CmsBlock[] = [];
  for (const block of storedBlocks(row.blocks)) {
    if (block.type === 'goods') {
      const goods = await cmsGoods(db, block.goods_ids.filter(Number.isSafeInteger), lang);
      blocks.push({
        type: 'goods',
        title: text(block.title),
        goods: goods.map((g) => ({
          goods_id: g.goods_id,
          goods_name: g.goods_name,
          thumbnail: asset(g.image),
          price: toMxn(g.price_cents),
        })),
      });
    } else if (block.type === 'banner') blocks.push({ type: 'banner', text: text(block.text), link: block.link });
    else blocks.push({ type: block.type, text: text(block.text) });
  }
  return {
    page_id: row.id,
    page_name: row.name,
    page_type: row.page_type,
    client_type: row.client_type,
    page_data: JSON.stringify(blocks),
    modify_time: row.modify_time,
  };
}
