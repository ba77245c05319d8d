import { fetchQuestion } from '../../../core/api/help-messages';
import { ApiError } from '../../../core/errors';
import { useT } from '../../../core/ui/use-t';
import { ErrorState, MissingState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import css from './help-messages.css?inline';
import { MemberFrame } from './parts';

/** `?id=` of the address, or undefined when absent or nonsense. */
const idOf = (location: PageProps['location']) => {
  const n = Number(location.query.id);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** `/member/faq-detail?id=`: one question and its answer, on a page of its own (shareable). */
export default function FaqDetailPage({ location }: PageProps) {
  const { t, locale } = useT();
  const id = idOf(location);
  const ref = useSheet<HTMLDivElement>(css);
  const { state, retry } = useAsync(
    async (signal) => {
      if (id === undefined) return undefined;
      try {
        return await fetchQuestion(id, signal);
      } catch (error) {
        if (error instanceof ApiError && error.code === '404') return undefined;
        throw error;
      }
    },
    [id, locale],
  );
  const entry = state.status === 'ready' ? state.data : undefined;
  const title = entry?.question ?? t('acct.help.faq.detail');
  useDocumentTitle(title);
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref}>
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : state.status !== 'ready' ? (
          <p aria-busy="true" class="muted">
            {t('acct.help.loading')}
          </p>
        ) : !entry ? (
          <MissingState
            title={t('acct.help.faq.missing')}
            body={t('acct.help.faq.missingBody')}
            href="/member/faq"
            action={t('acct.help.faq.back')}
          />
        ) : (
          <article class="acct-card hm-detail">
            <p class="muted small">{entry.categoryName}</p>
            <p class="hm-answer" data-testid="faq-answer">
              {entry.answer}
            </p>
            <p>
              <a href="/member/faq">{t('acct.help.faq.back')}</a>
            </p>
          </article>
        )}
      </div>
    </MemberFrame>
  );
}
