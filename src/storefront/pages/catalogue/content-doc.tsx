import { fetchArticle, fetchArticleAt, type ArticlePosition } from '../../../core/api/content';
import { useT } from '../../../core/ui/use-t';
import { DOCUMENTS, documentKey } from '../../layout/footer-columns';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { ArticleView, ContentPage, MissingDocument } from './content-parts';

const POSITIONS: Record<string, ArticlePosition> = { policy: 'PRIVACY_POLICY', terms: 'TERMS_OF_SERVICE' };

/** The other documents, so a reader of one finds the rest. */
function OtherDocuments({ current }: { current?: number }) {
  const { t } = useT();
  return (
    <nav class="doc-links" aria-label={t('cat.content.otherDocs')}>
      <h2>{t('cat.content.otherDocs')}</h2>
      <ul>
        {Object.entries(DOCUMENTS).map(([key, id]) => (
          <li key={id}>
            <a href={`/return?id=${id}`} aria-current={id === current ? 'page' : undefined}>
              {t(`sf.doc.${key}`)}
            </a>
          </li>
        ))}
        <li>
          <a href="/policy">{t('sf.route.policy')}</a>
        </li>
        <li>
          <a href="/terms">{t('sf.route.terms')}</a>
        </li>
      </ul>
    </nav>
  );
}

function Document({
  load,
  title,
  current,
}: {
  load(signal: AbortSignal): ReturnType<typeof fetchArticle>;
  title: string;
  current?: number;
}) {
  const { locale } = useT();
  const { state, retry } = useAsync(load, [locale, title]);
  return (
    <ContentPage class="doc">
      <div class="help-layout">
        <ArticleView state={state} retry={retry} fallbackTitle={title} />
        <OtherDocuments current={current} />
      </div>
    </ContentPage>
  );
}

/**
 * `/policy`, `/terms` (the articles at PRIVACY_POLICY and TERMS_OF_SERVICE) and `/return?id=`
 * with the documents 6905–6913 of spec §2; an id that names no document shows "not found".
 */
export default function DocumentPage({ route, location }: PageProps) {
  const { t } = useT();
  const position = POSITIONS[route.name];
  if (position) return <Document load={(signal) => fetchArticleAt(position, signal)} title={t(`sf.route.${route.name}`)} />;
  const key = documentKey(location.query.id);
  if (!key) {
    return (
      <ContentPage class="doc">
        <MissingDocument />
        <OtherDocuments />
      </ContentPage>
    );
  }
  const id = DOCUMENTS[key];
  return <Document key={id} load={(signal) => fetchArticle(id, signal)} title={t(`sf.doc.${key}`)} current={id} />;
}
