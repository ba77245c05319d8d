import { t } from '../../../core/locale';
import { defineWidgetElement } from '../../element';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { NotFound } from '../errors';

// The page embeds the very widget a partner embeds; its chunk loads with this page, not before.
defineWidgetElement('vitrina-product-detail', () => import('../../../widgets/product-detail/index'));

/** The goods a detail route names: `/goods/{id}`, or `/productDetail?goodsId=` (also `id`). */
export function goodsIdOf({ params, location }: Pick<PageProps, 'params' | 'location'>): string | undefined {
  const raw = params.id ?? location.query.goodsId ?? location.query.id ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? raw : undefined;
}

export default function GoodsDetailPage(props: PageProps) {
  useDocumentTitle(t('sf.route.goodsDetail'));
  const id = goodsIdOf(props);
  if (!id) return <NotFound />;
  return (
    <div class="wrap page goods-page">
      <vitrina-product-detail key={id} goods-id={id} />
    </div>
  );
}
