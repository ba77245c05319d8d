import { useRef, useState } from 'react';
import type { Banner } from '../../../core/api/browse';
import { useT } from '../../../core/ui/use-t';
import { linkAttrs } from '../../../core/links';
import { promoLinkHref } from '../search-params';

/**
 * The home banners: a scroll-snap row (swipe on touch, arrows and numbered buttons elsewhere),
 * each slide a link of its promotional type. Images keep their 10:3 box before they load, and
 * the title is real text over the art, translated and readable by screen readers.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useT();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const go = (i: number) => {
    const n = (i + banners.length) % banners.length;
    const el = track.current;
    if (el) el.scrollTo({ left: n * el.clientWidth });
    setCurrent(n);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section class="banners" aria-roledescription="carousel" aria-label={t('cat.browse.banners.label')}>
      <ul class="banner-track" ref={track} onScroll={onScroll}>
        {banners.map((b, i) => (
          <li
            key={b.bannerId}
            class="banner"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
            data-link-type={b.linkType}
          >
            <a {...linkAttrs(promoLinkHref(b.linkType, b.linkValue))} tabIndex={i === current ? 0 : -1}>
              <img src={b.image} alt="" width={b.width} height={b.height} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              <span class="banner-text">
                <span class="banner-title">{b.title}</span>
                {b.subtitle && <span class="banner-sub">{b.subtitle}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div class="banner-nav">
          <button type="button" aria-label={t('cat.browse.banners.prev')} onClick={() => go(current - 1)}>
            ‹
          </button>
          {banners.map((b, i) => (
            <button
              type="button"
              key={b.bannerId}
              class="dot"
              aria-label={t('cat.browse.banners.goTo', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            >
              {i + 1}
            </button>
          ))}
          <button type="button" aria-label={t('cat.browse.banners.next')} onClick={() => go(current + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

/** Keeps the banner's box (10:3) while the list loads, so nothing below it moves. */
export function BannerSkeleton() {
  return (
    <div class="banners" aria-hidden="true">
      <div class="banner-track">
        <div class="banner">
          <span class="banner-skeleton" />
        </div>
      </div>
      <div class="banner-nav banner-nav-skeleton" />
    </div>
  );
}
