import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { Pagination } from '../../../core/ui/pagination';
import { GridSkeleton } from '../../components/product-card';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import type { Async } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './promo.css?inline';
import { dateText, useAdoptedSheet } from './promo-sheet';

export { dateText, useAdoptedSheet };

/** `?pageNo=` of the location: a positive integer, 1 otherwise. Pages are links, so reload and back keep them. */
export function pageNoOf(location: PageProps['location']): number {
  const n = Number(location.query.pageNo);
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1;
}

export function pageHref(location: PageProps['location'], page: number): string {
  const query = new URLSearchParams(location.search);
  if (page > 1) query.set('pageNo', String(page));
  else query.delete('pageNo');
  const search = query.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

export const money = (value: number, locale: Locale) => formatMoney(value, locale);

/** "h:mm:ss" of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Seconds left until `target` (a moment on this browser's clock, in ms), ticking every second;
 * `onEnd` runs once when it reaches zero.
 */
export function useSecondsLeft(targetMs: number, onEnd?: () => void): number {
  const left = () => Math.max(0, Math.ceil((targetMs - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const ended = useRef(false);
  useEffect(() => {
    ended.current = false;
    setSeconds(left());
    const id = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0 && !ended.current) {
        ended.current = true;
        clearInterval(id);
        onEnd?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [targetMs]);
  return seconds;
}

/** A promotion page: its title, a lead line, and the page body. */
export function PromoPage({
  route,
  lead,
  children,
  class: className = '',
}: {
  route: PageProps['route'];
  lead: string;
  children: ReactNode;
  class?: string;
}) {
  const { t } = useT();
  const title = t(`sf.route.${route.name}`);
  useDocumentTitle(title);
  const ref = useAdoptedSheet<HTMLDivElement>(css);
  return (
    <div class={`wrap page promo ${className}`} ref={ref}>
      <header class="promo-head">
        <h1>{title}</h1>
        <p class="muted">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * A paged list of a promotion page: skeleton while loading, error with retry, an empty state,
 * then the items and real pagination links.
 */
export function PagedList<T>({
  state,
  retry,
  location,
  pageSize,
  render,
  skeleton = 8,
}: {
  state: Async<{ data: T[]; data_total: number }>;
  retry(): void;
  location: PageProps['location'];
  pageSize: number;
  render(items: T[]): ReactNode;
  skeleton?: number;
}) {
  const { t } = useT();
  if (state.status === 'loading') return <GridSkeleton count={skeleton} />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  const { data, data_total } = state.data;
  if (data.length === 0) return <EmptyState title={t('cat.promo.empty')} />;
  return (
    <>
      {render(data)}
      <Pagination current={pageNoOf(location)} total={Math.ceil(data_total / pageSize)} href={(n) => pageHref(location, n)} />
    </>
  );
}

/** A goods card of a promotion: picture in a reserved 240×240 box, name, promotion price, list price struck. */
export function PromoCard({
  goodsId,
  name,
  image,
  price,
  was,
  children,
}: {
  goodsId: number;
  name: string;
  image: string;
  price: ReactNode;
  was?: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <li class="card promo-card">
      <a class="card-link" href={`/goods/${goodsId}`}>
        <span class="card-img">
          <img src={image} alt="" width="240" height="240" loading="lazy" decoding="async" />
        </span>
        <span class="card-name">{name}</span>
      </a>
      <div class="card-price">
        <strong>{price}</strong>
        {was && (
          <s>
            <span class="v-sr">{t('cat.promo.was')} </span>
            {was}
          </s>
        )}
      </div>
      {children}
    </li>
  );
}

/**
 * A labelled progress bar (group buys, crowdfunding): the number is also text, not colour only.
 * A goal passed (crowdfunding at 104 %) keeps its real value for assistive technology, with the
 * maximum raised to match so the value stays in range; the bar itself is simply full.
 */
export function Progress({ value, label, text }: { value: number; label: string; text: string }) {
  const now = Math.max(0, Math.round(value));
  const width = Math.min(100, now);
  return (
    <div class="promo-progress">
      <div
        class="bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, now)}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        <span style={{ width: `${width}%` }} />
      </div>
      <span class="small muted">{text}</span>
    </div>
  );
}
