import { useState } from 'react';
import { fetchCommentCounts, fetchComments, type CommentCounts, type CommentFilter } from '../../core/api/goods';
import { bcp47 } from '../../core/locale';
import { useT } from '../../core/ui/use-t';
import { PagedList } from './paged-list';
import { useAsync } from '../../core/ui/use-async';

type Chip = 'all' | 'good' | 'neutral' | 'bad' | 'photos';
const CHIPS: readonly Chip[] = ['all', 'good', 'neutral', 'bad', 'photos'];
const FILTER: Record<Chip, CommentFilter> = {
  all: {},
  good: { grade: 'good' },
  neutral: { grade: 'neutral' },
  bad: { grade: 'bad' },
  photos: { withImages: true },
};
const COUNT: Record<Chip, keyof CommentCounts> = {
  all: 'all_count',
  good: 'good_count',
  neutral: 'neutral_count',
  bad: 'bad_count',
  photos: 'image_count',
};

/**
 * The reviews tab: chips for all, each grade and "with photos", with the counts the API gives,
 * over the paged list. A chip with nothing behind it is disabled rather than leading to an empty list.
 */
export function Comments({ goodsId, date }: { goodsId: number; date(seconds: number): string }) {
  const { t, locale } = useT();
  const [chip, setChip] = useState<Chip>('all');
  const { state: counts } = useAsync(() => fetchCommentCounts(goodsId), [goodsId]);
  const count = (c: Chip) => (counts.status === 'ready' ? counts.data[COUNT[c]] : undefined);
  return (
    <>
      <div class="chips" role="group" aria-label={t('pd.commentFilters')}>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            class="chip"
            data-chip={c}
            aria-pressed={c === chip}
            disabled={c !== chip && c !== 'all' && count(c) === 0}
            onClick={() => setChip(c)}
          >
            {t(`pd.commentFilter.${c}`, { n: count(c)?.toLocaleString(bcp47(locale)) ?? '…' })}
          </button>
        ))}
      </div>
      <PagedList
        key={chip}
        load={(n) => fetchComments(goodsId, n, 10, FILTER[chip])}
        empty={chip === 'all' ? t('pd.noComments') : t('pd.noFilteredComments')}
        render={(c) => (
          <li key={c.comment_id} class="entry" data-grade={c.grade}>
            <p class="meta">
              <span class={`grade ${c.grade}`}>{t(`pd.grade.${c.grade}`)}</span> {c.member_name || t('pd.anonymous')} ·{' '}
              {date(c.create_time)}
            </p>
            <p>{c.content}</p>
            {c.images.length > 0 && (
              <div class="photos">
                {c.images.map((src) => (
                  <img key={src} src={src} alt="" width="72" height="72" loading="lazy" />
                ))}
              </div>
            )}
            {c.additional && (
              <div class="follow-up">
                <p class="meta">
                  {t('pd.followUp')} · {date(c.additional.create_time)}
                </p>
                <p>{c.additional.content}</p>
                {c.additional.images.length > 0 && (
                  <div class="photos">
                    {c.additional.images.map((src) => (
                      <img key={src} src={src} alt="" width="72" height="72" loading="lazy" />
                    ))}
                  </div>
                )}
              </div>
            )}
            {c.reply && (
              <p class="reply">
                <strong>{t('pd.sellerReply')}:</strong> {c.reply}
              </p>
            )}
          </li>
        )}
      />
    </>
  );
}
