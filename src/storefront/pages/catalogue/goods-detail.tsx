import { useEffect, useRef, useState } from 'react';
import { t } from '../../../core/locale';
import type { GoodsEventDetail } from '../../../core/events';
import { defineWidgetElement } from '../../widget-element';
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
  const id = goodsIdOf(props);
  if (!id) return <NotFound />;
  return <GoodsDetail key={id} id={id} />;
}

/** The widget, and the document titled by what it shows: the goods' name, or that they are not available. */
function GoodsDetail({ id }: { id: string }) {
  const [title, setTitle] = useState<string>();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const widget = ref.current;
    const onGoods = (e: Event) => setTitle((e as CustomEvent<GoodsEventDetail>).detail.title);
    widget?.addEventListener('vitrina:goods', onGoods);
    return () => widget?.removeEventListener('vitrina:goods', onGoods);
  }, []);
  useDocumentTitle(title ?? t('sf.route.goodsDetail'));
  return (
    <div class="wrap page goods-page">
      <vitrina-product-detail ref={ref} goods-id={id} />
    </div>
  );
}
