import type { MemberComment } from '../../../core/api/reviews';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';

/** One of my reviews: the goods, the stars, the text and photos, the seller's reply and the follow-up. */
export function ReviewItem({ review, followUpLink }: { review: MemberComment; followUpLink: boolean }) {
  const { t, locale } = useT();
  const date = (s: number) => new Date(s * 1000).toLocaleDateString(bcp47(locale));
  return (
    <li class="rev-item" data-testid="my-review" data-comment={review.comment_id}>
      <a class="rev-goods" href={`/goods/${review.goods_id}`}>
        <img src={review.goods_image} alt="" width="56" height="56" loading="lazy" />
        <span>
          <strong>{review.goods_name}</strong>
          {review.spec_text && <span class="muted small"> · {review.spec_text}</span>}
        </span>
      </a>
      <p class="small muted">
        <span class="rev-stars" role="img" aria-label={t('rev.stars.label', { n: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        · {date(review.create_time)}
        {review.anonymous && <> · {t('rev.anonymousShort')}</>}
      </p>
      <p class="rev-text">{review.content}</p>
      {review.images.length > 0 && (
        <div class="rev-shots">
          {review.images.map((src) => (
            <img key={src} src={src} alt="" width="72" height="72" loading="lazy" />
          ))}
        </div>
      )}
      {review.reply && (
        <p class="small">
          <strong>{t('rev.reply')}:</strong> {review.reply}
        </p>
      )}
      {review.additional && (
        <div class="rev-follow" data-testid="follow-up">
          <p class="small muted">{t('rev.followUpOn', { date: date(review.additional.create_time) })}</p>
          <p class="rev-text">{review.additional.content}</p>
          {review.additional.images.length > 0 && (
            <div class="rev-shots">
              {review.additional.images.map((src) => (
                <img key={src} src={src} alt="" width="72" height="72" loading="lazy" />
              ))}
            </div>
          )}
        </div>
      )}
      {followUpLink && review.can_follow_up && (
        <a class="btn" href={`/member/increase-ticket?comment_id=${review.comment_id}`}>
          {t('rev.followUpAction')}
        </a>
      )}
    </li>
  );
}
