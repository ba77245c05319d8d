import { useEffect, useState } from 'react';
import { fetchCategories } from '../../../core/api/chrome';
import { searchPurchases, type Purchase } from '../../../core/api/purchase';
import { navigate } from '../../../core/navigate';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { categoryName } from '../../lib/category-name';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { onPublishedMessage, openPurchasePopup } from './popup';
import { dayText, PriceText, StatusBadge } from './purchase-bits';
import css from './purchase.css?inline';

const PAGE_SIZE = 10;

/** The list's state, all of it in the URL: `?keyword=&category=&status=&tab=mine&page=`. */
interface ListQuery {
  keyword: string;
  category: number;
  status: '' | 'open' | 'closed';
  mine: boolean;
  page: number;
}

function readQuery(search: string): ListQuery {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  const page = Number(q.get('page'));
  const category = Number(q.get('category'));
  return {
    keyword: (q.get('keyword') ?? '').trim().slice(0, 200),
    category: Number.isSafeInteger(category) && category > 0 ? category : 0,
    status: status === 'open' || status === 'closed' ? status : '',
    mine: q.get('tab') === 'mine',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function hrefOf(query: ListQuery): string {
  const q = new URLSearchParams();
  if (query.mine) q.set('tab', 'mine');
  if (query.keyword) q.set('keyword', query.keyword);
  if (query.category) q.set('category', String(query.category));
  if (query.status) q.set('status', query.status);
  if (query.page > 1) q.set('page', String(query.page));
  const text = q.toString();
  return text ? `/purchase?${text}` : '/purchase';
}

/**
 * `/purchase`: every member's purchase requests (spec §1, §2), searched by keyword, category and
 * status, with the member's own under "My requests"; "Publish" opens the 950×1000 form popup and
 * the list reloads when it reports a publication.
 */
export default function PurchaseListPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  useDocumentTitle(t(`sf.route.${route.name}`));
  const ref = useSheet<HTMLDivElement>(css);
  const query = readQuery(location.search);
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync(
    () =>
      searchPurchases({
        keyword: query.keyword,
        category: query.category,
        status: query.status || undefined,
        mine: query.mine,
        pageNo: query.page,
        pageSize: PAGE_SIZE,
      }),
    [location.search, version],
  );
  const { state: categories } = useAsync(() => fetchCategories(), []);
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  useEffect(
    () =>
      onPublishedMessage(() => {
        toast(t('pur.form.published'), 'success');
        setVersion((v) => v + 1);
      }),
    [],
  );

  const go = (change: Partial<ListQuery>) => navigate(hrefOf({ ...query, page: 1, ...change }));
  const publish = () => {
    if (openPurchasePopup()) return;
    toast(t('pur.list.popupBlocked'), 'info');
    navigate('/purchase/add');
  };
  const filtered = Boolean(query.keyword || query.category || query.status);

  return (
    <div ref={ref} class="wrap page pur-page">
      <div class="pur-top">
        <div>
          <h1>{t('pur.list.title')}</h1>
          <p class="muted">{t('pur.list.intro')}</p>
        </div>
        <button type="button" class="btn primary" onClick={publish} data-testid="purchase-publish">
          {t('pur.list.publish')}
        </button>
      </div>

      <nav class="pur-tabs" aria-label={t('pur.list.tabs')}>
        <a href={hrefOf({ ...query, mine: false, page: 1 })} aria-current={!query.mine ? 'page' : undefined}>
          {t('pur.list.all')}
        </a>
        <a href={hrefOf({ ...query, mine: true, page: 1 })} aria-current={query.mine ? 'page' : undefined}>
          {t('pur.list.mine')}
        </a>
      </nav>

      <form
        class="pur-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: keyword.trim() });
        }}
      >
        <label class="pur-keyword">
          <span>{t('pur.list.keyword')}</span>
          <input
            type="search"
            name="keyword"
            maxLength={200}
            value={keyword}
            placeholder={t('pur.list.keywordPlaceholder')}
            onInput={(e) => setKeyword(e.currentTarget.value)}
          />
        </label>
        <label>
          <span>{t('pur.list.category')}</span>
          <select name="category" value={query.category} onChange={(e) => go({ category: Number(e.currentTarget.value) })}>
            <option value={0}>{t('pur.list.anyCategory')}</option>
            {categories.status === 'ready' &&
              categories.data.map((c) => (
                <option key={c.grandId} value={c.grandId}>
                  {categoryName(c, locale)}
                </option>
              ))}
          </select>
        </label>
        <label>
          <span>{t('pur.list.status')}</span>
          <select name="status" value={query.status} onChange={(e) => go({ status: e.currentTarget.value as ListQuery['status'] })}>
            <option value="">{t('pur.list.anyStatus')}</option>
            <option value="open">{t('pur.status.open')}</option>
            <option value="closed">{t('pur.status.closed')}</option>
          </select>
        </label>
        <button type="submit" class="btn">
          {t('pur.list.search')}
        </button>
      </form>

      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'loading' && (
        <ul class="pur-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} class="pur-card skeleton" />
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.data.data.length === 0 && (
        <EmptyState title={query.mine && !filtered ? t('pur.list.emptyMine') : t('pur.list.empty')}>
          {filtered && (
            <a class="btn" href={hrefOf({ ...query, keyword: '', category: 0, status: '', page: 1 })}>
              {t('pur.list.clear')}
            </a>
          )}
        </EmptyState>
      )}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <>
          <p class="muted small" aria-live="polite">
            {t('pur.list.count', { n: state.data.data_total })}
          </p>
          <ul class="pur-list" data-testid="purchase-list">
            {state.data.data.map((p) => (
              <PurchaseCard key={p.id} purchase={p} />
            ))}
          </ul>
          <Pagination
            current={query.page}
            total={Math.ceil(state.data.data_total / PAGE_SIZE)}
            href={(page) => hrefOf({ ...query, page })}
          />
        </>
      )}
    </div>
  );
}

function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t, locale } = useT();
  return (
    <li class="pur-card">
      <div class="pur-card-head">
        <h2>
          <a href={`/purchase/detail?id=${purchase.id}`}>{purchase.title}</a>
        </h2>
        <StatusBadge status={purchase.status} />
      </div>
      <p class="pur-names">{purchase.goods_names}</p>
      <dl class="pur-facts">
        <div>
          <dt>{t('pur.list.quantity')}</dt>
          <dd>
            {purchase.goods_num} {purchase.goods_unit}
          </dd>
        </div>
        <div>
          <dt>{t('pur.form.fields.goods_price')}</dt>
          <dd>
            <PriceText purchase={purchase} />
          </dd>
        </div>
        <div>
          <dt>{t('pur.list.category')}</dt>
          <dd>{purchase.category_name}</dd>
        </div>
      </dl>
      <p class="muted small">
        {t('pur.list.closes', { date: dayText(purchase.closing_date, locale) })} ·{' '}
        {t('pur.list.deliverTo', { region: purchase.ship_region })}
      </p>
    </li>
  );
}
