import { useState } from 'react';
import { fetchSeckillGoods, fetchSeckillTimeLine, type SeckillGoods, type SeckillSlot } from '../../../core/api/promotions';
import { useT } from '../../../core/ui/use-t';
import { GridSkeleton } from '../../components/product-card';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { PromoBuyButton } from './promo-buy';
import { clockText, money, Progress, PromoCard, PromoPage, useSecondsLeft } from './promo-parts';
import { SlotTabs } from './promo-slot-tabs';

/** A slot's moments on this browser's clock: the server sent distances, not its clock. */
interface TimedSlot {
  slot: SeckillSlot;
  startsAt: number;
  endsAt: number;
}

async function timeLine(signal: AbortSignal): Promise<TimedSlot[]> {
  const slots = await fetchSeckillTimeLine(signal);
  const at = Date.now();
  return slots.map((slot) => ({ slot, startsAt: at + slot.distance_time * 1000, endsAt: at + slot.end_distance * 1000 }));
}

/** The selected slot's countdown: to its end while it runs, to its start before; at zero the page moves on. */
function SlotCountdown({ timed, running, onZero }: { timed: TimedSlot; running: boolean; onZero(): void }) {
  const { t } = useT();
  const left = useSecondsLeft(running ? timed.endsAt : timed.startsAt, onZero);
  return (
    <p class="slot-bar">
      {!running && <span class="slot-start">{t('cat.promo.seckill.startsAt', { time: timed.slot.time_text })}</span>}
      {/* the label and its clock wrap as one, never apart */}
      <span class="slot-left">
        <span>{running ? t('cat.promo.endsIn') : t('cat.promo.startsIn')}</span>
        <span class="countdown" role="timer" data-countdown={running ? 'end' : 'start'}>
          {clockText(left)}
        </span>
      </span>
    </p>
  );
}

function SlotGoods({ rangeTime, running }: { rangeTime: number; running: boolean }) {
  const { t, locale } = useT();
  const { state, retry } = useAsync((signal) => fetchSeckillGoods(rangeTime, 1, signal), [rangeTime, locale]);
  if (state.status === 'loading') return <GridSkeleton count={4} />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.data.data.length === 0) return <EmptyState title={t('cat.promo.empty')} />;
  return (
    <ul class="grid">
      {state.data.data.map((g: SeckillGoods) => {
        const soldPercent = Math.round((g.sold_num * 100) / g.sold_quantity);
        return (
          <PromoCard
            key={g.sg_id}
            goodsId={g.goods_id}
            name={g.goods_name}
            image={g.goods_image}
            price={money(g.seckill_price, locale)}
            was={money(g.original_price, locale)}
          >
            <Progress
              value={soldPercent}
              label={t('cat.promo.seckill.soldPercent', { n: soldPercent })}
              text={t('cat.promo.seckill.remain', { n: g.remain_quantity })}
            />
            <div class="promo-action">
              {running ? (
                <PromoBuyButton
                  goodsId={g.goods_id}
                  skuId={g.sku_id}
                  activityId={g.sg_id}
                  promotionType="SECKILL"
                  label={t('cat.promo.seckill.buy')}
                />
              ) : (
                <button type="button" class="btn" disabled>
                  {t('cat.promo.seckill.notStarted')}
                </button>
              )}
            </div>
          </PromoCard>
        );
      })}
    </ul>
  );
}

/**
 * `/seckill`: today's time slots, the running one first. A running slot counts down to its end,
 * a future one to its start; when a countdown reaches zero the time line is asked again, so the
 * page moves on to the next slot by itself.
 */
export default function SeckillPage({ route }: PageProps) {
  const { t } = useT();
  const [epoch, setEpoch] = useState(0);
  const [chosen, setChosen] = useState<number | undefined>();
  const { state, retry } = useAsync(timeLine, [epoch]);
  const moveOn = () => {
    setChosen(undefined);
    setEpoch((n) => n + 1);
  };
  return (
    <PromoPage route={route} lead={t('cat.promo.seckill.lead')} class="seckill">
      {state.status === 'loading' ? (
        <GridSkeleton count={4} />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('cat.promo.empty')} />
      ) : (
        (() => {
          const slots = state.data;
          const selected = slots.find((s) => s.slot.range_time === chosen) ?? slots[0]!;
          const running = selected.slot.active === 1 && selected.startsAt <= Date.now();
          return (
            <SlotTabs
              label={t('cat.promo.seckill.slots')}
              current={selected.slot.range_time}
              onSelect={setChosen}
              tabs={slots.map((s) => ({
                key: s.slot.range_time,
                label: (
                  <>
                    <strong>{s.slot.time_text}</strong>
                    <span class="small">{s.slot.active ? t('cat.promo.seckill.running') : t('cat.promo.seckill.upcoming')}</span>
                  </>
                ),
              }))}
            >
              <SlotCountdown key={`${epoch}:${selected.slot.start_time}`} timed={selected} running={running} onZero={moveOn} />
              <SlotGoods rangeTime={selected.slot.range_time} running={running} />
            </SlotTabs>
          );
        })()
      )}
    </PromoPage>
  );
}
