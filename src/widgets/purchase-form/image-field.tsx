import { useEffect, useRef, useState } from 'react';
import { uploadAvatar } from '../../core/api/account';
import { AVATAR_MAX_BYTES } from '../../core/contract/rules-accounts';
import { errorText } from '../../core/errors';
import { useT } from '../../core/ui/use-t';

const MB = AVATAR_MAX_BYTES / (1024 * 1024);

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'done'; preview: string }
  | { status: 'error'; text: string };

/**
 * The one reference image (spec §3, §9: one .jpg or .png), uploaded through the member upload
 * endpoint as soon as it is picked, with its progress; a wrong type or a too-large file is refused
 * before sending. Reports the stored path (or '') and whether an upload is still running.
 */
export function ImageField({ id, onChange, onBusy }: { id: string; onChange(path: string): void; onBusy(busy: boolean): void }) {
  const { t } = useT();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const preview = upload.status === 'done' ? upload.preview : undefined;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onChange('');
    if (!/\.(jpe?g|png)$/i.test(file.name) || !/^image\/(jpeg|png)$/.test(file.type)) {
      setUpload({ status: 'error', text: t('purForm.form.image.wrongType') });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setUpload({ status: 'error', text: t('purForm.form.image.tooLarge', { mb: MB }) });
      return;
    }
    setUpload({ status: 'uploading', fraction: 0 });
    onBusy(true);
    try {
      const path = await uploadAvatar(file, (fraction) => setUpload({ status: 'uploading', fraction }));
      onChange(path);
      setUpload({ status: 'done', preview: URL.createObjectURL(file) });
    } catch (error) {
      setUpload({ status: 'error', text: t('purForm.form.image.failed', { reason: errorText(error) }) });
    } finally {
      onBusy(false);
    }
  };
  const clear = () => {
    onChange('');
    setUpload({ status: 'idle' });
    if (input.current) input.current.value = '';
  };

  return (
    <div class="pur-image">
      <input
        ref={input}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        class="pur-file"
        aria-describedby={`${id}-hint ${id}-status`}
        aria-invalid={upload.status === 'error' || undefined}
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
      />
      <p id={`${id}-hint`} class="muted small">
        {t('purForm.form.image.hint', { mb: MB })}
      </p>
      <div id={`${id}-status`} aria-live="polite">
        {upload.status === 'uploading' && (
          <div class="pur-progress">
            <progress
              max={1}
              value={upload.fraction}
              aria-label={t('purForm.form.image.uploading', { pct: Math.round(upload.fraction * 100) })}
            />
            <span class="small">{t('purForm.form.image.uploading', { pct: Math.round(upload.fraction * 100) })}</span>
          </div>
        )}
        {upload.status === 'error' && (
          <p class="form-error" role="alert" data-testid="image-error">
            {upload.text}
          </p>
        )}
        {upload.status === 'done' && (
          <div class="pur-preview">
            <img src={upload.preview} alt={t('purForm.form.image.preview')} width={96} height={96} />
            <button type="button" class="btn small" onClick={clear}>
              {t('purForm.form.image.remove')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
