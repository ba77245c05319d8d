import { useId, useState } from 'react';
import { ASK_MAX, askDraftProblem, fetchAsk, postReply } from '../../../core/api/asks';
import { errorText } from '../../../core/errors';
import { navigate } from '../../../core/navigate';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { NotFound } from '../errors';
import { askIdOf, useDetailSheet } from './ask-parts';

/** /reply-answer?ask_id= (members only): answer another buyer's question, optionally anonymously. */
export default function ReplyAnswerPage({ location }: PageProps) {
  const { t } = useT();
  useDocumentTitle(t('sf.route.replyAnswer'));
  const ref = useDetailSheet<HTMLDivElement>();
  const id = useId();
  const askId = askIdOf(location.query);
  const { state, retry } = useAsync((signal) => (askId === undefined ? Promise.resolve(undefined) : fetchAsk(askId, signal)), [askId]);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (askId === undefined) return <NotFound />;

  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = askDraftProblem(text);
    if (problem) return setError(problem === 'blank' ? t('cat.detail.answerBlank') : t('cat.detail.answerLong', { n: ASK_MAX }));
    setBusy(true);
    setError(undefined);
    try {
      await postReply(askId, text.trim(), anonymous);
      toast(t('cat.detail.answered'), 'success');
      navigate(`/ask-detail?ask_id=${askId}`);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <div ref={ref} class="wrap page ask-page">
      {state.status === 'loading' && <div class="ask-q skeleton" aria-busy="true" />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' && state.data && (
        <section class="ask-q" aria-labelledby="reply-title">
          <p class="ask-meta">{state.data.goods_name}</p>
          <h1 id="reply-title">{state.data.content}</h1>
          <form class="auth-form reply-form" onSubmit={(e) => void submit(e)} noValidate>
            <label for={`${id}-a`}>{t('cat.detail.yourAnswer')}</label>
            <textarea
              id={`${id}-a`}
              maxLength={ASK_MAX}
              value={text}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-e` : undefined}
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
            />
            <label class="check">
              <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous((e.target as HTMLInputElement).checked)} />
              {t('cat.detail.answerAnonymous')}
            </label>
            {error && (
              <p id={`${id}-e`} class="form-error" role="alert">
                {error}
              </p>
            )}
            <div class="ask-actions">
              <button type="submit" class="btn primary" disabled={busy}>
                {t('cat.detail.sendAnswer')}
              </button>
              <a class="btn" href={`/ask-detail?ask_id=${askId}`}>
                {t('cat.detail.cancel')}
              </a>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
