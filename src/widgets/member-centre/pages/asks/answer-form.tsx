import { useEffect, useId, useRef, useState } from 'react';
import { ASK_MAX, askDraftProblem, postReply } from '../../../../core/api/asks';
import { errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { useT } from '../../../../core/ui/use-t';

/**
 * Answers another buyer's question, inline in my-answer: the contract's length rule checked here
 * first, the server's refusal (not a buyer, already answered) shown at the field the same way.
 */
export function AnswerForm({ askId, onSaved, onCancel }: { askId: number; onSaved(): void; onCancel(): void }) {
  const { t } = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // opened from a button: the keyboard goes on where the answer is written
  useEffect(() => area.current?.focus(), []);

  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = askDraftProblem(text);
    if (problem) {
      setError(problem === 'blank' ? t('asks.answer.blank') : t('asks.answer.long', { n: ASK_MAX }));
      area.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await postReply(askId, text.trim(), anonymous);
      toast(t('asks.answer.sent'), 'success');
      onSaved();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
      area.current?.focus();
    }
  };

  const length = [...text.trim()].length;
  return (
    <form class="hm-form qa-form" onSubmit={(e) => void submit(e)} noValidate data-testid="answer-form">
      <div class="hm-field">
        <label for={`${id}-a`}>{t('asks.answer.yourAnswer')}</label>
        <textarea
          ref={area}
          id={`${id}-a`}
          name="reply_content"
          rows={3}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${id}-c${error ? ` ${id}-e` : ''}`}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
        <span id={`${id}-c`} class={`hm-counter muted${length > ASK_MAX ? ' over' : ''}`}>
          {t('asks.answer.counter', { n: length, max: ASK_MAX })}
        </span>
      </div>
      <label class="check">
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous((e.target as HTMLInputElement).checked)} />{' '}
        {t('asks.answer.anonymousCheck')}
      </label>
      {error && (
        <p id={`${id}-e`} class="form-error" role="alert" data-testid="answer-error">
          {error}
        </p>
      )}
      <div class="qa-actions">
        <button type="submit" class="btn primary" disabled={busy}>
          {t('asks.answer.send')}
        </button>
        <button type="button" class="btn" onClick={onCancel}>
          {t('asks.answer.cancel')}
        </button>
      </div>
    </form>
  );
}
