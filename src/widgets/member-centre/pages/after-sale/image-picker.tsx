import { useState } from 'react';
import { SERVICE_IMAGES_MAX, uploadServiceImage } from '../../../../core/api/after-sale';
import { errorText } from '../../../../core/errors';
import { useT } from '../../../../core/ui/use-t';

interface Picked {
  key: number;
  name: string;
  preview: string;
  /** 0…1 while uploading */
  progress: number;
  path?: string;
}

let serial = 0;

/**
 * Up to SERVICE_IMAGES_MAX photos, each uploaded as soon as it is picked with its progress shown;
 * a file that is not JPG or PNG is refused at once (the server checks the content again).
 * `onChange` gets the stored paths of the finished uploads; `onBusy` whether one is still running.
 */
export function ImagePicker({ onChange, onBusy }: { onChange(paths: string[]): void; onBusy(busy: boolean): void }) {
  const { t } = useT();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState('');

  const publish = (next: Picked[]) => {
    setPicked(next);
    onChange(next.flatMap((p) => (p.path ? [p.path] : [])));
    onBusy(next.some((p) => !p.path));
  };

  const add = (files: FileList | null) => {
    setError('');
    let current = picked;
    for (const file of Array.from(files ?? []).slice(0, SERVICE_IMAGES_MAX - picked.length)) {
      if (!/^image\/(jpeg|png)$/.test(file.type)) {
        setError(t('as.form.imageType', { name: file.name }));
        continue;
      }
      serial += 1;
      const key = serial;
      current = [...current, { key, name: file.name, preview: URL.createObjectURL(file), progress: 0 }];
      const update = (change: Partial<Picked> | null) => {
        current = change === null ? current.filter((p) => p.key !== key) : current.map((p) => (p.key === key ? { ...p, ...change } : p));
        publish(current);
      };
      uploadServiceImage(file, (progress) => update({ progress })).then(
        (path) => update({ path, progress: 1 }),
        (failure: unknown) => {
          setError(errorText(failure));
          update(null);
        },
      );
    }
    publish(current);
  };

  return (
    <div>
      <label for="as-images">{t('as.form.images', { max: SERVICE_IMAGES_MAX })}</label>
      <ul class="as-images">
        {picked.map((p, i) => (
          <li key={p.key}>
            <img src={p.preview} alt={p.name} />
            {!p.path && <progress max={1} value={p.progress} aria-label={t('as.form.uploading', { pct: Math.round(p.progress * 100) })} />}
            <button
              type="button"
              class="btn small"
              aria-label={t('as.form.removeImage', { n: i + 1 })}
              onClick={() => publish(picked.filter((q) => q.key !== p.key))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {picked.length < SERVICE_IMAGES_MAX && (
        <input
          id="as-images"
          type="file"
          accept="image/jpeg,image/png"
          multiple
          data-testid="service-images"
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
