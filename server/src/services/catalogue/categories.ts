import type { GrandCategory } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { listCategories } from '../../repos/catalogue/catalogue';

/** The two-level category tree, names in all three locales (the client picks one). */
export async function grandCategories(db: Db, resolveAsset: (path: string) => string): Promise<GrandCategory[]> {
  const rows = await listCategories(db);
  const grands = rows.filter((row) => row.parent_id === null);
  return grands.map((grand) => ({
    grandId: grand.id,
    cn: grand.name_zh,
    en: grand.name_en,
    mx: grand.name_es,
    image: resolveAsset(`/uploads/generated/category/${grand.id}.svg`),
    children: rows
      .filter((row) => row.parent_id === grand.id)
      .map((child) => ({ cateId: child.id, cn: child.name_zh, en: child.name_en, mx: child.name_es })),
  }));
}
