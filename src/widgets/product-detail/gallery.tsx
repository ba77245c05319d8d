import { useRef, useState } from 'react';
import { useT } from '../../core/ui/use-t';

const KEY_STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Main image with its thumbnails. Pointing at a thumbnail previews it, as on every wholesale
 * site; a click or the arrow keys choose it. Sizes are reserved so nothing moves when images arrive.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const shown = preview ?? current;
  const main = images[shown] ?? images[0];
  const choose = (i: number, focus = false) => {
    setCurrent(i);
    setPreview(null);
    if (focus) thumbs.current?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const step = KEY_STEP[e.key];
    if (!step) return;
    e.preventDefault();
    choose(step(current, images.length), true);
  };
  return (
    <section class="gallery" aria-label={t('pd.gallery')}>
      <div class="main-img">
        {main && (
          <img
            src={main}
            alt={images.length > 1 ? `${name} (${t('pd.image', { n: shown + 1, total: images.length })})` : name}
            width="400"
            height="400"
            decoding="async"
            // the page's largest paint (the storefront's HTML preloads it with the same priority)
            fetchpriority="high"
          />
        )}
      </div>
      {images.length > 1 && (
        <div class="thumbs" ref={thumbs} role="group" aria-label={t('pd.gallery')} onKeyDown={onKey} onMouseLeave={() => setPreview(null)}>
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              class="thumb"
              tabIndex={i === current ? 0 : -1}
              aria-pressed={i === current}
              aria-label={t('pd.image', { n: i + 1, total: images.length })}
              onClick={() => choose(i)}
              onMouseEnter={() => setPreview(i)}
            >
              <img src={src} alt="" width="64" height="64" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
