import { useEffect, useRef, useState } from 'react';
import { uploadReviewPhoto } from '../../../core/api/reviews';
import { errorText } from '../../../core/errors';
import { photoProblem, REVIEW_PHOTOS_MAX } from '../../../core/reviews/review-checks';
import { useT } from '../../../core/ui/use-t';

/** A photo being sent or sent: its preview, how far it got, and the stored path once done. */
interface Photo {
  key: number;
  name: string;
  preview: string;
  progress: number;
  path?: string;
  failed?: string;
}

let serial = 0;

/**
 * Up to REVIEW_PHOTOS_MAX photos, each uploaded as soon as it is chosen with its progress shown.
 * `onChange` gets the stored paths of those done, and whether one is still on its way.
 */
export function PhotoPicker({ id, onChange }: { id: string; onChange(paths: string[], busy: boolean): void }) {
  const { t } = useT();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const current = useRef<Photo[]>([]);
  // the previews are object URLs: let them go with the form
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const update = (next: Photo[]) => {
    current.current = next;
    setPhotos(next);
    onChange(
      next.flatMap((p) => (p.path ? [p.path] : [])),
      next.some((p) => !p.path && !p.failed),
    );
  };
  const patch = (key: number, change: Partial<Photo>) => update(current.current.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const choose = (files: FileList | null) => {
    setProblem('');
    const room = REVIEW_PHOTOS_MAX - current.current.length;
    const chosen = [...(files ?? [])];
    if (chosen.length > room) setProblem(t('rev.photo.tooMany', { max: REVIEW_PHOTOS_MAX }));
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const why = photoProblem(file);
      if (why) {
        setProblem(t(`rev.photo.${why}`, { name: file.name }));
        continue;
      }
      serial += 1;
      const photo: Photo = { key: serial, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      update([...current.current, photo]);
      uploadReviewPhoto(file, (progress) => patch(photo.key, { progress })).then(
        (path) => patch(photo.key, { path, progress: 1 }),
        (error: unknown) => patch(photo.key, { failed: errorText(error) }),
      );
    }
    if (input.current) input.current.value = '';
  };

  const remove = (photo: Photo) => {
    URL.revokeObjectURL(photo.preview);
    update(current.current.filter((p) => p.key !== photo.key));
    input.current?.focus();
  };

  return (
    <div class="rev-photos">
      <label for={id}>{t('rev.photo.label', { max: REVIEW_PHOTOS_MAX })}</label>
      <input
        ref={input}
        id={id}
        name="photos"
        type="file"
        accept="image/jpeg,image/png"
        multiple
        disabled={photos.length >= REVIEW_PHOTOS_MAX}
        onChange={(e) => choose(e.currentTarget.files)}
      />
      <span class="muted small">{t('rev.photo.hint')}</span>
      {problem && (
        <p class="form-error" role="alert">
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <ul class="rev-thumbs">
          {photos.map((photo) => (
            <li key={photo.key} data-testid="review-photo" data-done={photo.path ? '1' : undefined}>
              <img src={photo.preview} alt={photo.name} width="72" height="72" />
              {!photo.path && !photo.failed && (
                <progress max={1} value={photo.progress} aria-label={t('rev.photo.sending', { name: photo.name })} />
              )}
              {photo.failed && (
                <span class="form-error small" role="alert">
                  {photo.failed}
                </span>
              )}
              <button
                type="button"
                class="linkish small"
                onClick={() => remove(photo)}
                aria-label={t('rev.photo.remove', { name: photo.name })}
              >
                {t('rev.photo.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
