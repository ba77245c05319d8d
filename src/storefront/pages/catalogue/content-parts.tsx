import type { ReactNode } from 'react';
import type { Article } from '../../../core/api/content';
import { ApiError } from '../../../core/errors';
import { SafeHtml } from '../../../core/ui/safe-html';
import { useT } from '../../../core/ui/use-t';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import type { Async } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import css from './content.css?inline';
import { dateText, useAdoptedSheet } from './promo-sheet';

/** A page of help and documents, with the content stylesheet adopted. */
export function ContentPage({ children, class: className = '' }: { children: ReactNode; class?: string }) {
  const ref = useAdoptedSheet<HTMLDivElement>(css);
  return (
    <div class={`wrap page content ${className}`} ref={ref}>
      {children}
    </div>
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function MissingDocument() {
  const { t } = useT();
  useDocumentTitle(t('cat.content.missingTitle'));
  return (
    <EmptyState title={t('cat.content.missingTitle')}>
      <p class="muted">{t('cat.content.missingBody')}</p>
      <p class="actions">
        <a class="btn primary" href="/help">
          {t('sf.footer.link.helpCenter')}
        </a>
        <a class="btn" href="/">
          {t('sf.soon.home')}
        </a>
      </p>
    </EmptyState>
  );
}

function ArticleSkeleton() {
  return (
    <div class="article skeleton" aria-busy="true">
      <span class="line title" />
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} class={i % 3 === 2 ? 'line short' : 'line'} />
      ))}
    </div>
  );
}

/**
 * An article of the API: its title, its date, and its HTML through the sanitizer (never
 * innerHTML): scripts, event attributes and javascript: links never reach the DOM.
 */
export function ArticleView({ state, retry, fallbackTitle }: { state: Async<Article>; retry(): void; fallbackTitle: string }) {
  const { t, locale } = useT();
  useDocumentTitle(state.status === 'ready' ? state.data.article_name : fallbackTitle);
  if (state.status === 'loading') return <ArticleSkeleton />;
  if (state.status === 'error') return isNotFound(state.error) ? <MissingDocument /> : <ErrorState error={state.error} onRetry={retry} />;
  const article = state.data;
  return (
    <article class="article" data-article-id={article.article_id}>
      <h1>{article.article_name}</h1>
      <p class="muted small">{t('cat.content.updated', { date: dateText(article.modify_time, locale) })}</p>
      <SafeHtml class="article-body" html={article.content} />
    </article>
  );
}
