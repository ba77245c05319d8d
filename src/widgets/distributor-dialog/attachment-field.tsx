import { useState } from 'react';
import { uploadMerchantDocument } from '../../core/api/merchant';
import { errorText } from '../../core/errors';
import { useT } from '../../core/ui/use-t';
import { ATTACHMENT_TYPES, attachmentError } from './apply-rules';

interface Props {
  /** the stored path once uploaded, '' before */
  value: string;
  onChange(path: string): void;
  error: string | undefined;
  onError(text: string | undefined): void;
}

/**
 * The one attachment (spec §5, §9): a file picker that is also a drop zone, checked before it is
 * sent, uploaded at once with its progress, and removable. The server checks the content again.
 */
export function AttachmentField({ value, onChange, error, onError }: Props) {
  const { t } = useT();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [over, setOver] = useState(false);

  const take = async (files: readonly File[]) => {
    const invalid = attachmentError(files);
    if (invalid) return onError(t(invalid));
    const file = files[0]!;
    onError(undefined);
    onChange('');
    setName(file.name);
    setProgress(0);
    try {
      onChange(await uploadMerchantDocument(file, setProgress));
    } catch (failure) {
      setName('');
      onError(errorText(failure));
    } finally {
      setProgress(undefined);
    }
  };

  const describedBy = ['mch-file-types', error ? 'mch-file-error' : ''].filter(Boolean).join(' ');
  return (
    <div class="mch-field">
      <span class="mch-label" id="mch-file-label">
        {t('mch.attachment')}
      </span>
      <label
        class={`mch-drop${over ? ' over' : ''}${error ? ' invalid' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void take([...(e.dataTransfer?.files ?? [])]);
        }}
      >
        <input
          type="file"
          name="attachment"
          class="mch-file"
          accept={ATTACHMENT_TYPES.join(',')}
          aria-labelledby="mch-file-label"
          aria-describedby={describedBy}
          aria-invalid={error ? 'true' : undefined}
          disabled={progress !== undefined}
          onChange={(e) => {
            const input = e.currentTarget;
            void take([...(input.files ?? [])]).then(() => (input.value = ''));
          }}
        />
        <span>
          {t('mch.drop')} <span class="mch-choose">{t('mch.choose')}</span>
        </span>
        <span id="mch-file-types" class="muted small">
          {t('mch.fileTypes')}
        </span>
      </label>
      {progress !== undefined && (
        <div class="mch-progress">
          <span class="small">{t('mch.uploading', { name })}</span>
          <progress max={1} value={progress} aria-label={t('mch.uploading', { name })} />
        </div>
      )}
      {value && progress === undefined && (
        <p class="mch-uploaded" role="status">
          <span>✓ {t('mch.uploaded', { name })}</span>
          <button
            type="button"
            class="linkish"
            onClick={() => {
              onChange('');
              setName('');
            }}
          >
            {t('mch.remove')}
          </button>
        </p>
      )}
      {error && (
        <p id="mch-file-error" class="mch-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
