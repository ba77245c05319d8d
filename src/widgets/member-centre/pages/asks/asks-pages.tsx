import { loadStrings } from '../../../../core/locale';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useSheet } from '../../../../core/ui/use-sheet';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import helpCss from '../help-messages.css?inline';
import { MemberFrame } from '../parts';
import { AnswerView } from './answer-view';
import css from './asks.css?inline';
import { ConsultationView } from './consultation-view';
import { askStrings } from './i18n';
import { MessagesView } from './messages-view';

const TITLES = {
  'my-consultation': 'qa.nav.consultation',
  'my-answer': 'qa.nav.answer',
  'ask-message': 'qa.nav.messages',
} as const;

/**
 * The question-and-answer pages of the member centre (issue 12 §2), one chunk with its own strings:
 * they share the lists and the sheet. The titles are the side menu's entries (always loaded).
 */
export default function AsksPage({ location }: PageProps) {
  const { t, locale } = useT();
  // the pages' own strings come with them, in the reader's language (again when it changes)
  const strings = useAsync(() => loadStrings(askStrings, locale), [locale]);
  const page = location.page === 'my-answer' || location.page === 'ask-message' ? location.page : 'my-consultation';
  const title = t(TITLES[page]);
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const help = useSheet<HTMLDivElement>(helpCss);
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} data-testid={`page-${page}`}>
        <div ref={help}>
          {strings.state.status === 'error' ? (
            <ErrorState error={strings.state.error} onRetry={strings.retry} />
          ) : strings.state.status !== 'ready' ? (
            <div aria-busy="true" />
          ) : page === 'my-answer' ? (
            <AnswerView location={location} />
          ) : page === 'ask-message' ? (
            <MessagesView location={location} />
          ) : (
            <ConsultationView location={location} />
          )}
        </div>
      </div>
    </MemberFrame>
  );
}
