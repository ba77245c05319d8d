import { useMemo, useState } from 'react';
import { fetchAllQuestions } from '../../../core/api/help-messages';
import { useT } from '../../../core/ui/use-t';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import css from './help-messages.css?inline';
import { filterFaq } from './help-checks';
import { ListSkeleton } from './member-lists';
import { MemberFrame } from './parts';

/** `/member/faq`: the help centre's questions by category, a filter, answers that open in place. */
export default function FaqPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.help.faq.title');
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const { state, retry } = useAsync((signal) => fetchAllQuestions(signal), [locale]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const data = state.status === 'ready' ? state.data : undefined;
  const shown = useMemo(() => (data ? filterFaq(data.list, query) : []), [data, query]);

  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref}>
        <div class="hm-search">
          <label for="faq-search">{t('acct.help.faq.search')}</label>
          <input
            id="faq-search"
            type="search"
            value={query}
            maxLength={100}
            placeholder={t('acct.help.faq.placeholder')}
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : !data ? (
          <div aria-busy="true">
            <span class="v-sr">{t('acct.help.loading')}</span>
            <ListSkeleton count={4} kind="rows" />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState title={data.list.length === 0 ? t('acct.help.faq.empty') : t('acct.help.faq.noMatch')}>
            <p class="muted">
              {t('acct.help.faq.askUs')} <a href="/member/feedback">{t('acct.help.nav.feedback')}</a>
            </p>
          </EmptyState>
        ) : (
          <>
            <p class="muted small hm-count" role="status">
              {t('acct.help.faq.count', { n: shown.length })}
            </p>
            {data.categories.map((category) => {
              const entries = shown.filter((e) => e.category === category.code);
              if (entries.length === 0) return null;
              return (
                <section key={category.code} class="hm-cat" aria-labelledby={`faq-cat-${category.code}`}>
                  <h2 id={`faq-cat-${category.code}`}>{category.name}</h2>
                  <ul class="hm-faq" data-testid="faq-list">
                    {entries.map((entry) => {
                      const expanded = open.has(entry.id);
                      return (
                        <li key={entry.id}>
                          <h3 class="hm-qh">
                            <button
                              type="button"
                              class="hm-q"
                              aria-expanded={expanded}
                              aria-controls={`faq-a-${entry.id}`}
                              onClick={() => toggle(entry.id)}
                            >
                              {entry.question}
                            </button>
                          </h3>
                          <div id={`faq-a-${entry.id}`} class="hm-a" role="region" aria-label={entry.question} hidden={!expanded}>
                            <p>{entry.answer}</p>
                            <a href={`/member/faq-detail?id=${entry.id}`}>{t('acct.help.faq.openPage')}</a>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </div>
    </MemberFrame>
  );
}
