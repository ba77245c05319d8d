import { fetchArticle, fetchHelpCategories, type ArticleCategory } from '../../../core/api/content';
import { useT } from '../../../core/ui/use-t';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { ArticleView, ContentPage, MissingDocument } from './content-parts';

function Topics({ categories, current }: { categories: ArticleCategory[]; current?: number }) {
  const { t } = useT();
  return (
    <nav class="help-topics" aria-label={t('cat.content.helpTopics')}>
      {categories.map((c) => (
        <section key={c.id}>
          <h2>{c.name}</h2>
          <ul>
            {c.articles.map((a) => (
              <li key={a.article_id}>
                <a href={`/help/${a.article_id}`} aria-current={a.article_id === current ? 'page' : undefined}>
                  {a.article_name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function useTopics() {
  const { locale } = useT();
  return useAsync((signal) => fetchHelpCategories(signal), [locale]);
}

/** `/help`: the help topics, grouped by category. */
function HelpIndex() {
  const { t } = useT();
  const title = t('sf.route.help');
  useDocumentTitle(title);
  const { state, retry } = useTopics();
  return (
    <ContentPage class="help">
      <header class="content-head">
        <h1>{title}</h1>
        <p class="muted">{t('cat.content.helpLead')}</p>
      </header>
      {state.status === 'loading' ? (
        <div class="help-topics skeleton" aria-busy="true" />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('cat.content.emptyHelp')} />
      ) : (
        <Topics categories={state.data} />
      )}
    </ContentPage>
  );
}

/** `/help/{id}`: one article beside the list of topics (below it on a phone). */
function HelpArticle({ id }: { id: string }) {
  const { t, locale } = useT();
  const article = useAsync((signal) => fetchArticle(id, signal), [id, locale]);
  const topics = useTopics();
  return (
    <ContentPage class="help help-detail">
      <p class="small">
        <a href="/help">← {t('cat.content.backToHelp')}</a>
      </p>
      <div class="help-layout">
        <ArticleView state={article.state} retry={article.retry} fallbackTitle={t('sf.route.helpDetail')} />
        {topics.state.status === 'ready' && <Topics categories={topics.state.data} current={Number(id)} />}
      </div>
    </ContentPage>
  );
}

export default function HelpPage({ params }: PageProps) {
  if (params.id === undefined) return <HelpIndex />;
  if (!/^\d{1,15}$/.test(params.id) || Number(params.id) === 0) {
    return (
      <ContentPage>
        <MissingDocument />
      </ContentPage>
    );
  }
  return <HelpArticle id={params.id} />;
}
