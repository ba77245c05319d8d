import { useState } from 'react';
import { fetchAsks, fetchSales, type GoodsDetail } from '../../core/api/goods';
import { bcp47 } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { SafeHtml } from '../../core/ui/safe-html';
import { useT } from '../../core/ui/use-t';
import { AskForm } from './ask-form';
import { Comments } from './comments';
import { StoreLink } from './link';
import { PagedList } from './paged-list';
import { Tabs } from './tabs';

type Section = 'description' | 'comments' | 'asks' | 'sales';

/** Description (sanitised seller HTML), reviews, questions and sales records, each loaded when opened. */
export function Details({ goods }: { goods: GoodsDetail }) {
  const { t, locale } = useT();
  const [section, setSection] = useState<Section>('description');
  const [asked, setAsked] = useState(0);
  const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(bcp47(locale));
  const id = goods.goodsId;
  return (
    <Tabs
      class="details"
      label={t('pd.tabs')}
      current={section}
      onSelect={setSection}
      tabs={[
        { key: 'description', label: t('pd.description') },
        { key: 'comments', label: t('pd.comments', { n: goods.commentCount }) },
        { key: 'asks', label: t('pd.asks') },
        { key: 'sales', label: t('pd.sales') },
      ]}
    >
      {section === 'description' && <SafeHtml class="intro" html={goods.intro} />}
      {section === 'comments' && <Comments goodsId={id} date={date} />}
      {section === 'asks' && (
        <>
          <AskForm goodsId={id} onAsked={() => setAsked((n) => n + 1)} />
          <PagedList
            key={asked}
            load={(n) => fetchAsks(id, n)}
            empty={t('pd.noAsks')}
            render={(a) => (
              <li key={a.ask_id} class="entry ask">
                <p class="meta">
                  {a.anonymous === 'YES' || !a.member_name ? t('pd.anonymous') : a.member_name} · {date(a.create_time)}
                </p>
                <p class="question">
                  <StoreLink path={`/ask-detail?ask_id=${a.ask_id}`}>{a.content}</StoreLink>
                </p>
                <p class="reply">
                  {a.reply ? (
                    <>
                      <strong>{t('pd.answer')}:</strong> {a.reply}
                    </>
                  ) : (
                    <span class="muted">{t('pd.unanswered')}</span>
                  )}
                </p>
                {a.answers.map((answer) => (
                  <p key={answer.reply_id} class="reply buyer-answer">
                    <strong>{answer.anonymous === 'YES' || !answer.member_name ? t('pd.anonymous') : answer.member_name}:</strong>{' '}
                    {answer.content}
                  </p>
                ))}
                {a.reply_num > 0 && (
                  <p class="meta">
                    <StoreLink path={`/ask-detail?ask_id=${a.ask_id}`}>{t('pd.buyerAnswers', { n: a.reply_num })}</StoreLink>
                  </p>
                )}
              </li>
            )}
          />
        </>
      )}
      {section === 'sales' && (
        <PagedList
          load={(n) => fetchSales(id, n)}
          empty={t('pd.noSales')}
          render={(s) => (
            <li key={`${s.create_time}-${s.buyer_name}-${s.num}`} class="sale">
              <span>{s.buyer_name}</span>
              <span>{s.num.toLocaleString(bcp47(locale))}</span>
              <span>{formatMoney(s.price, locale)}</span>
              <span class="muted">{date(s.create_time)}</span>
            </li>
          )}
        />
      )}
    </Tabs>
  );
}
