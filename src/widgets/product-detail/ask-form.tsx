import { useId, useState } from 'react';
import { ASK_MAX, askDraftProblem, postAsk } from '../../core/api/asks';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { reportLater } from '../../core/ui/failure-later';
import { useHost } from '../../core/ui/host';
import { useT } from '../../core/ui/use-t';
import { useMember } from './use-member';

/** "Ask a question" over the questions list: a member may ask anonymously; a visitor logs in first. */
export function AskForm({ goodsId, onAsked }: { goodsId: number; onAsked: () => void }) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const { member, toLogin } = useMember(goodsId);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!member) {
    return (
      <p class="ask-login">
        <button type="button" class="btn" onClick={toLogin}>
          {t('pd.askLogin')}
        </button>
      </p>
    );
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = askDraftProblem(text);
    if (problem) return setError(problem === 'blank' ? t('pd.askBlank') : t('pd.askLong', { n: ASK_MAX }));
    setBusy(true);
    setError(undefined);
    try {
      await postAsk(goodsId, text.trim(), anonymous);
      setText('');
      toast(t('pd.asked'), 'success');
      onAsked();
    } catch (failure) {
      setError(errorText(failure));
      reportLater('action-refused', host, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="ask-form" onSubmit={(e) => void submit(e)} noValidate>
      <label for={`${id}-q`}>{t('pd.askLabel')}</label>
      <textarea
        id={`${id}-q`}
        rows={3}
        maxLength={ASK_MAX}
        value={text}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
      />
      <div class="ask-row">
        <label class="check">
          <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous((e.target as HTMLInputElement).checked)} />{' '}
          {t('pd.askAnonymous')}
        </label>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('pd.askSubmit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-e`} class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
