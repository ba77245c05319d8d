import { useT } from './use-t';

/** A region level that did not load: the reason, and a button that loads the levels again. */
export function RegionsFailed({ message, retry }: { message: string; retry(): void }) {
  const { t } = useT();
  return (
    <p class="form-error" role="alert">
      {message}{' '}
      <button type="button" class="btn link" onClick={retry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
