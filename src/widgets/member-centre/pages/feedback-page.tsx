import { useState } from 'react';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPES,
  submitFeedback,
  type FeedbackType,
} from '../../../core/api/help-messages';
import { ApiError, errorText } from '../../../core/errors';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import css from './help-messages.css?inline';
import { checkFeedback } from './help-checks';
import { ErrorLine, MemberFrame, type FormError } from './parts';

/**
 * `/member/feedback`: type, what happened (up to 500 characters, counted) and an optional way to
 * reach the member. A failure keeps everything typed and says so (spec §8 "feedback submit failed").
 */
export default function FeedbackPage({ location }: PageProps) {
  const { t } = useT();
  const title = t('acct.help.feedback.title');
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const length = [...content].length;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const invalid = checkFeedback(content, contact);
    if (invalid) return setError({ field: invalid.field, text: t(`acct.help.feedback.${invalid.key}`, { max: invalid.max }) });
    setBusy(true);
    setError(undefined);
    try {
      await submitFeedback({ type, content: content.trim(), contact: contact.trim() });
      setContent('');
      setContact('');
      setSent(true);
      toast(t('acct.help.feedback.done'), 'success');
    } catch (failure) {
      // the server's reason when it gave one (e.g. too many an hour), after the spec's message
      const reason = failure instanceof ApiError && failure.code !== 'SHAPE' ? errorText(failure) : '';
      setError({
        field: failure instanceof ApiError ? failure.field : undefined,
        text: reason ? `${t('acct.help.feedback.failed')}: ${reason}` : t('acct.help.feedback.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} class="acct-card">
        <p class="muted hm-intro">{t('acct.help.feedback.intro')}</p>
        {sent && (
          <p role="status" data-testid="feedback-done">
            {t('acct.help.feedback.done')}
          </p>
        )}
        <form class="hm-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={error ? 'feedback-error' : undefined}>
          <div class="hm-field">
            <label for="fb-type">{t('acct.help.feedback.type')}</label>
            <select id="fb-type" name="type" value={type} onChange={(e) => setType(e.currentTarget.value as FeedbackType)}>
              {FEEDBACK_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`acct.help.feedback.types.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div class="hm-field">
            <label for="fb-content">{t('acct.help.feedback.content')}</label>
            <textarea
              id="fb-content"
              name="content"
              value={content}
              maxLength={FEEDBACK_CONTENT_MAX}
              required
              aria-invalid={error?.field === 'content' || undefined}
              aria-describedby="fb-counter"
              placeholder={t('acct.help.feedback.placeholder')}
              onInput={(e) => {
                setContent(e.currentTarget.value);
                setSent(false);
              }}
            />
            <span
              id="fb-counter"
              class={`hm-counter muted${length > FEEDBACK_CONTENT_MAX ? ' over' : ''}`}
              aria-live="polite"
              data-testid="feedback-counter"
            >
              {t('acct.help.feedback.counter', { n: length, max: FEEDBACK_CONTENT_MAX })}
            </span>
          </div>
          <div class="hm-field">
            <label for="fb-contact">{t('acct.help.feedback.contact')}</label>
            <input
              id="fb-contact"
              name="contact"
              value={contact}
              maxLength={FEEDBACK_CONTACT_MAX}
              autoComplete="email"
              aria-invalid={error?.field === 'contact' || undefined}
              placeholder={t('acct.help.feedback.contactHint')}
              onInput={(e) => setContact(e.currentTarget.value)}
            />
          </div>
          <ErrorLine error={error} id="feedback-error" />
          <div>
            <button type="submit" class="btn primary" disabled={busy}>
              {busy ? t('acct.help.feedback.sending') : t('acct.help.feedback.submit')}
            </button>
          </div>
        </form>
      </div>
    </MemberFrame>
  );
}
