import type { Locale } from '../../../../src/core/contract/locales';
import type { Infer } from 'superstruct';
import type { LabelQuery } from '../../../../src/core/contract/requests-catalogue';
import { PAGE_SIZE_DEFAULT } from '../../../../src/core/contract/rules';
import type { HomepageModule, IndexBanner, LabelProductPage } from '../../../../src/core/contract/types-browse';
import type { Db } from '../../db/types';
import { notFoundError } from '../../http/errors';
import { labelGoods, listBanners, listModules, findLabel } from '../../repos/catalogue/browse';
import { toListItem } from './product-query';

/** Intrinsic size of a generated banner image (10:3). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;
/** Goods a home module shows before "see more". */
export const MODULE_GOODS = 10;

type Resolve = (path: string) => string;

export const bannerImagePath = (id: number) => `/api/mallpcapi/banner/image/${id}.svg`;

export async function indexBanners(db: Db, locale: Locale, resolve: Resolve): Promise<IndexBanner[]> {
  const rows = await listBanners(db, locale);
  return rows.map((row) => ({
    bannerId: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: resolve(bannerImagePath(row.id)),
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    linkType: row.link_type,
    linkValue: row.link_value,
  }));
}

export async function homepageModules(db: Db, locale: Locale, resolve: Resolve): Promise<HomepageModule[]> {
  const modules = await listModules(db, locale);
  const out: HomepageModule[] = [];
  for (const m of modules) {
    const { rows } = await labelGoods(db, m.label_id, { pageNo: 1, pageSize: MODULE_GOODS }, locale);
    out.push({
      moduleId: m.id,
      labelId: m.label_id,
      title: m.title,
      linkType: m.link_type,
      linkValue: m.link_value,
      goods: rows.map((row) => toListItem(row, resolve)),
    });
  }
  return out;
}

export function parseLabelQuery(query: Infer<typeof LabelQuery>) {
  return { labelId: query.labelId, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT };
}

export async function labelProductPage(
  db: Db,
  query: ReturnType<typeof parseLabelQuery>,
  locale: Locale,
  resolve: Resolve,
): Promise<LabelProductPage> {
  const label = await findLabel(db, query.labelId, locale);
  if (!label) throw notFoundError();
  const { rows, total } = await labelGoods(db, label.id, query, locale);
  return {
    labelId: label.id,
    labelName: label.name,
    list: rows.map((row) => toListItem(row, resolve)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
