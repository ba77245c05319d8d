import { useState } from 'react';
import { useT } from '../../core/ui/use-t';

/** Main image with its thumbnails; sizes are reserved so nothing moves when images arrive. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <section class="gallery" aria-label={t('pd.gallery')}>
      <div class="main-img">{main && <img src={main} alt={name} width="400" height="400" decoding="async" />}</div>
      {images.length > 1 && (
        <div class="thumbs">
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              class="thumb"
              aria-pressed={i === current}
              aria-label={t('pd.image', { n: i + 1, total: images.length })}
              onClick={() => setCurrent(i)}
            >
              <img src={src} alt="" width="64" height="64" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
