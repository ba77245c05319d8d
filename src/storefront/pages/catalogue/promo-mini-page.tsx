import { fetchCmsPage, type CmsBlock } from '../../../core/api/promotions';
import { ApiError } from '../../../core/errors';
import { useT } from '../../../core/ui/use-t';
import { GridSkeleton } from '../../components/product-card';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { linkAttrs } from '../../../core/links';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './promo.css?inline';
import { money, PromoCard, useAdoptedSheet } from './promo-parts';

function Block({ block }: { block: CmsBlock }) {
  const { locale } = useT();
  switch (block.type) {
    case 'title':
      return <h2 class="section-title">{block.text}</h2>;
    case 'text':
      return <p class="cms-text">{block.text}</p>;
    case 'banner':
      return (
        <a class="cms-banner" {...linkAttrs(block.link)}>
          {block.text}
        </a>
      );
    case 'goods':
      return (
        <section>
          <h2 class="section-title">{block.title}</h2>
          <ul class="grid">
            {block.goods.map((g) => (
              <PromoCard key={g.goods_id} goodsId={g.goods_id} name={g.goods_name} image={g.thumbnail} price={money(g.price, locale)} />
            ))}
          </ul>
        </section>
      );
  }
}

/** `/mini-page?id=`: a CMS page (GET /buyer/pages/{id}) built from title, text, banner and goods blocks. */
export default function MiniPage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useAdoptedSheet<HTMLDivElement>(css);
  const id = /^\d{1,15}$/.test(location.query.id ?? '') ? location.query.id! : undefined;
  const { state, retry } = useAsync((signal) => (id ? fetchCmsPage(id, signal) : Promise.resolve(undefined)), [id, locale]);
  useDocumentTitle(state.status === 'ready' && state.data ? state.data.name : t('sf.route.miniPage'));
  const missing = !id || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404);
  return (
    <div class="wrap page promo" ref={ref}>
      {missing ? (
        <EmptyState title={t('cat.promo.miniPage.missing')}>
          <a class="btn primary" href="/">
            {t('sf.soon.home')}
          </a>
        </EmptyState>
      ) : state.status === 'loading' ? (
        <GridSkeleton count={4} />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : (
        <>
          <h1 class="promo-head">{state.data?.name}</h1>
          {state.data?.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </>
      )}
    </div>
  );
}
