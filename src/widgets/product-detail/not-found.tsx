import { ApiError } from '../../core/errors';
import { useT } from '../../core/ui/use-t';
import { StoreLink } from './link';

/** The API's answer for goods that do not exist or are off sale (code 404 in the mall reply). */
export const isGoodsGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.code === '404');

/** No such product: say so plainly and offer a way on; retrying would only fail again. */
export function GoodsNotFound() {
  const { t } = useT();
  return (
    <div class="pd-error pd-missing" role="alert">
      <h1 class="name">{t('pd.notFound')}</h1>
      <p class="muted">{t('pd.notFoundBody')}</p>
      <StoreLink class="btn primary" path="/goods">
        {t('pd.browseGoods')}
      </StoreLink>
    </div>
  );
}
