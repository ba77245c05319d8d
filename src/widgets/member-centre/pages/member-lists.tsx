// What the member centre's list pages share (saved goods, saved shops, browsing history, coupons):
// the page number in the address, the loading / error / empty / list states with real pagination
// links, and removal that hides a row at once and puts it back, with a message, if the server
// refuses. Lazily loaded with those pages only.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../../../core/errors';
import { bcp47, type Locale } from '../../../core/locale';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import type { PageProps } from '../page-props';
import css from './member-lists.css?inline';

type Location = PageProps['location'];

/** One page of a list as these pages show it, whichever API family (mall or Javashop) sent it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `?pageNo=` of the address, 1 when absent or nonsense. */
export function pageNoOf(location: Location): number {
  const n = Number(location.query.pageNo);
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1;
}

/** The address of page `page` of this list, other query parameters kept. */
export function pageHref(location: Location, page: number): string {
  const query = new URLSearchParams(location.search);
  if (page > 1) query.set('pageNo', String(page));
  else query.delete('pageNo');
  const search = query.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/** Adopts the list pages' sheet (on top of the account sheet the frame adopts). */
export const useListSheet = <T extends HTMLElement>() => useSheet<T>(css);

/** A date in the reader's language, e.g. "22 nov 2026". */
export const dateOf = (seconds: number, locale: Locale) =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium' }).format(seconds * 1000);

interface Removal<T> {
  /** the rows still shown */
  visible: (items: readonly T[]) => T[];
  /** hides the row now; restores it with `failed(name)` as a toast if the server refuses */
  remove: (item: T) => Promise<void>;
  /** rows removed on the server since the page loaded */
  removedCount: number;
  /** what a screen reader hears after a removal */
  announcement: string;
}

/**
 * Optimistic removal: the row goes at once; a refusal puts it back and says so in words the
 * buyer reads (`failed`), and the page reloads only once all its rows are gone.
 */
export function useRemoval<T>(opts: {
  keyOf: (item: T) => number;
  nameOf: (item: T) => string;
  send: (item: T) => Promise<unknown>;
  done: (name: string) => string;
  failed: (name: string) => string;
  onEmptied: () => void;
  /** the list as loaded: a new load (another page, a reload) already leaves the removed rows out */
  loaded: unknown;
}): Removal<T> {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [removedCount, setRemoved] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(0);
  useEffect(() => {
    setHidden(new Set());
    setRemoved(0);
  }, [opts.loaded]);
  const visible = (items: readonly T[]) => {
    const rows = items.filter((item) => !hidden.has(opts.keyOf(item)));
    shown.current = rows.length;
    return rows;
  };
  const remove = async (item: T) => {
    const key = opts.keyOf(item);
    setHidden((set) => new Set(set).add(key));
    try {
      await opts.send(item);
      setRemoved((n) => n + 1);
      setAnnouncement(opts.done(opts.nameOf(item)));
      if (shown.current === 0) opts.onEmptied();
    } catch (error) {
      setHidden((set) => {
        const next = new Set(set);
        next.delete(key);
        return next;
      });
      const reason = errorText(error);
      toast(`${opts.failed(opts.nameOf(item))}${reason ? ` (${reason})` : ''}`, 'error');
    }
  };
  return { visible, remove, removedCount, announcement };
}

/**
 * Loads page `pageNo` of a list and shows it: a placeholder while loading, the error with a
 * retry, the empty state, or the rows with pagination links (so Tab and Enter page through it).
 */
export function useListPage<T>(
  fetch: (pageNo: number, signal: AbortSignal) => Promise<ListPage<T>>,
  location: Location,
  extra: readonly unknown[] = [],
) {
  const pageNo = pageNoOf(location);
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync((signal) => fetch(pageNo, signal), [pageNo, version, ...extra]);
  return { state, retry, pageNo, reload: () => setVersion((v) => v + 1) };
}

export function ListStates<T>({
  state,
  retry,
  location,
  empty,
  skeleton,
  children,
}: {
  state: ReturnType<typeof useListPage<T>>['state'];
  retry: () => void;
  location: Location;
  empty: { title: string; body: string; href: string; action: string };
  skeleton: ReactNode;
  children: (page: ListPage<T>) => ReactNode;
}) {
  const { t } = useT();
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') {
    return (
      <div aria-busy="true">
        <span class="v-sr">{t('acct.lists.loading')}</span>
        {skeleton}
      </div>
    );
  }
  const page = state.data;
  const pages = Math.ceil(page.total / page.pageSize);
  const pager = <Pagination current={page.pageNo} total={pages} href={(n) => pageHref(location, n)} />;
  if (page.items.length === 0) {
    return (
      <>
        <EmptyState title={empty.title}>
          <p class="muted">{empty.body}</p>
          <div class="actions">
            <a class="btn primary" href={empty.href}>
              {empty.action}
            </a>
          </div>
        </EmptyState>
        {/* a page past the end (rows removed since the link was made) still leads back */}
        {pager}
      </>
    );
  }
  return (
    <>
      {children(page)}
      {pager}
    </>
  );
}

/** Placeholders shaped like the rows to come, so the page does not jump. */
export function ListSkeleton({ count, kind }: { count: number; kind: 'grid' | 'rows' }) {
  return (
    <ul class={kind === 'grid' ? 'ml-grid' : 'ml-rows'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} class="ml-skeleton" />
      ))}
    </ul>
  );
}
