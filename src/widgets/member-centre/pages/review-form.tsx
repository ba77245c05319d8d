import { useState } from 'react';
import { submitFollowUp, submitReview, type ReviewSaved } from '../../../core/api/reviews';
import { ApiError, errorText, ValidationError } from '../../../core/errors';
import { REVIEW_CONTENT_MAX, reviewProblems } from '../../../core/reviews/review-checks';
import { useFormErrors } from '../../../core/ui/use-form-errors';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { PhotoPicker } from './photo-picker';
import { ErrorLine, type FormError } from './parts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** What the form writes: a review of one sku of an order, or the follow-up of a review. */
export type ReviewTarget = { kind: 'review'; orderSn: string; skuId: number } | { kind: 'followUp'; commentId: number };

/**
 * The review form: a rating as native radios (arrow keys move it), the text with its counter, up
 * to 3 photos with their upload progress, and "anonymous"; the follow-up has text and photos only.
 * Checked before sending with the server's rules; a refusal names its field.
 */
export function ReviewForm({ target, onSaved }: { target: ReviewTarget; onSaved(saved: ReviewSaved): void }) {
  const { t } = useT();
  const prefix = target.kind === 'review' ? `rv-${target.orderSn}-${target.skuId}` : `fu-${target.commentId}`;
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<FormError>();
  // the form's own checks, every one at once under its field, focus on the first (core/ui/use-form-errors)
  const fields = useFormErrors(prefix);
  const [busy, setBusy] = useState(false);
  const length = [...content].length;
  const isReview = target.kind === 'review';

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (uploading) return setError({ field: 'images', text: t('rev.photo.wait') });
    const problems = reviewProblems({ rating: isReview ? rating : undefined, content, photos: photos.length });
    setError(undefined);
    fields.show(problems.map((problem) => new ValidationError(problem.field, t(`rev.check.${problem.key}`, { max: problem.max ?? 0 }))));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const saved =
        target.kind === 'review'
          ? await submitReview({
              order_sn: target.orderSn,
              sku_id: target.skuId,
              rating,
              content: content.trim(),
              images: photos,
              anonymous,
            })
          : await submitFollowUp({ comment_id: target.commentId, content: content.trim(), images: photos });
      toast(t(isReview ? 'rev.done' : 'rev.followUpDone'), 'success');
      onSaved(saved);
    } catch (failure) {
      setError({ field: failure instanceof ApiError ? failure.field : undefined, text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={fields.form} class="rev-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="review-form">
      {isReview && (
        <fieldset
          class="rev-rating"
          data-field="rating"
          {...(error?.field === 'rating' ? { 'aria-invalid': true } : fields.field('rating'))}
        >
          <legend>{t('rev.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value} class="rev-star">
              <input
                type="radio"
                name={`${prefix}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  // the refusal was about the rating: it is answered now
                  if (error?.field === 'rating') setError(undefined);
                  fields.drop('rating');
                }}
              />
              <span aria-hidden="true">{'★'.repeat(value)}</span>
              <span class="rev-star-text">{t(`rev.stars.${value}`)}</span>
            </label>
          ))}
          {fields.message('rating')}
        </fieldset>
      )}
      <div class="rev-field">
        <label for={`${prefix}-content`}>{t(isReview ? 'rev.content' : 'rev.followUpContent')}</label>
        <textarea
          id={`${prefix}-content`}
          name="content"
          value={content}
          rows={4}
          required
          aria-invalid={error?.field === 'content' || fields.field('content')['aria-invalid']}
          aria-describedby={[`${prefix}-counter`, fields.field('content')['aria-describedby']].filter(Boolean).join(' ')}
          placeholder={t(isReview ? 'rev.placeholder' : 'rev.followUpPlaceholder')}
          onInput={(e) => {
            setContent(e.currentTarget.value);
            if (error?.field === 'content') setError(undefined);
            fields.drop('content');
          }}
        />
        <span id={`${prefix}-counter`} class={`muted small${length > REVIEW_CONTENT_MAX ? ' form-error' : ''}`} aria-live="polite">
          {t('rev.counter', { n: length, max: REVIEW_CONTENT_MAX })}
        </span>
        {fields.message('content')}
      </div>
      <div data-field="images">
        <PhotoPicker
          id={`${prefix}-photos`}
          onChange={(paths, sending) => {
            setPhotos(paths);
            setUploading(sending);
          }}
        />
        {fields.message('images')}
      </div>
      {isReview && (
        <label class="rev-check">
          <input type="checkbox" name="anonymous" checked={anonymous} onChange={(e) => setAnonymous(e.currentTarget.checked)} />{' '}
          {t('rev.anonymous')}
        </label>
      )}
      <ErrorLine error={error} id={`${prefix}-error`} />
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {busy ? t('rev.sending') : t(isReview ? 'rev.submit' : 'rev.followUpSubmit')}
        </button>
      </div>
    </form>
  );
}
