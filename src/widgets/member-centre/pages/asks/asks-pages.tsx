import { useSheet } from '../../../../core/ui/use-sheet';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import helpCss from '../help-messages.css?inline';
import { MemberFrame } from '../parts';
import { AnswerView } from './answer-view';
import css from './asks.css?inline';
import { ConsultationView } from './consultation-view';
import { MessagesView } from './messages-view';

const TITLES = {
  'my-consultation': 'qa.consultation.title',
  'my-answer': 'qa.answer.title',
  'ask-message': 'qa.messages.title',
} as const;

/** The question-and-answer pages of the member centre (issue 12 §2), one chunk: they share the lists and the sheet. */
export default function AsksPage({ location }: PageProps) {
  const { t } = useT();
  const page = location.page === 'my-answer' || location.page === 'ask-message' ? location.page : 'my-consultation';
  const title = t(TITLES[page]);
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const help = useSheet<HTMLDivElement>(helpCss);
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} data-testid={`page-${page}`}>
        <div ref={help}>
          {page === 'my-answer' ? (
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
