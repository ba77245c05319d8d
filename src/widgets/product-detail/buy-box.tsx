import { useState } from 'react';
import { buyNowAs } from '../../core/api/cart-lines';
import type { GoodsDetail } from '../../core/api/goods';
import { errorText } from '../../core/errors';
import { bcp47 } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { openLogin } from '../../core/login-entry';
import { navigate } from '../../core/navigate';
import { addItem } from '../../core/cart/add';
import { sendGoods } from './commerce-item';
import { $user } from '../../core/stores/user';
import { toast } from '../../core/toasts';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { reportLater } from '../../core/ui/failure-later';
import { modeUnit, qtyForMode, shipmentOf, type Mode } from './buy-mode';
import { maxQuantity, quantityProblem, tierIndex, unitPrice } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { selectionOf, skuOf, toggle, type Selection } from './sku-matrix';
import { SpecPicker } from './spec-picker';
import { Tabs } from './tabs';

/** Stock below this many packages reads "only N left". */
const LOW_STOCK_PACKAGES = 5;

/**
 * Buying modes, specs, quantity and the two buttons: everything between looking and the cart.
 * The mode is the cart line's shipment type: wholesale lines take whole packages at tier prices,
 * direct-shipping lines single pieces at the dropship price, and the server prices them so.
 */
export function BuyBox({ goods }: { goods: GoodsDetail }) {
  const host = useHost();
  const { t, locale } = useT();
  const user = useStore($user);
  const [mode, setMode] = useState<Mode>('wholesale');
  const [selection, setSelection] = useState<Selection>(() =>
    selectionOf(
      goods.specs,
      goods.skus.find((sku) => sku.skuId === goods.defaultSkuId),
    ),
  );
  const unit = modeUnit(mode, goods.packageUnit);
  const [qty, setQty] = useState(String(goods.packageUnit));
  const [shown, setShown] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const sku = goods.specs.length === 0 ? goods.skus[0] : skuOf(goods.skus, selection);
  const stock = sku ? sku.stock : goods.stock;
  const max = maxQuantity(stock, unit);
  const num = Number(qty) || 0;
  const problem = quantityProblem(num, unit, stock);
  const problemText =
    problem === 'stock' ? t('cart.insufficient') : !problem ? undefined : mode === 'dropship' ? t('pd.dropshipMin') : t('cart.multiple');
  const tier = tierIndex(goods.tiers, num);
  const base = sku?.price ?? goods.price;
  const unitNow = mode === 'dropship' ? (sku?.dropshipPrice ?? base) : unitPrice(base, goods.tiers[tier]?.rate ?? 1);
  const missing = goods.specs.filter((_, axis) => selection[axis] === undefined).map((axis) => axis.specName);
  const fmt = (n: number) => n.toLocaleString(bcp47(locale));

  /** The server refused (or the network lost) the add or the buy: shown by the quantity, told to the host page. */
  const refused = (error: unknown) => {
    setShown(errorText(error));
    reportLater('action-refused', host, error);
  };

  const changeQty = (value: string) => {
    setQty(value);
    setShown(undefined);
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    changeQty(qtyForMode(qty, next, goods.packageUnit));
  };

  /** Checks what the server would refuse anyway, so the buyer hears it at once, in place. */
  const ready = (): number | undefined => {
    if (!sku) return void setShown(t('pd.chooseSpecs', { names: missing.join(', ') }));
    if (problemText) return void setShown(problemText);
    if (!user) return void openLogin(host, `/goods/${goods.goodsId}`);
    return sku.skuId;
  };

  const add = async () => {
    if (busy) return;
    const skuId = ready();
    if (skuId === undefined) return;
    setBusy(true);
    try {
      await addItem(skuId, num, host, shipmentOf(mode));
      sendGoods(host, 'add_to_cart', goods, skuId, unitNow, num);
      toast(t('pd.added'), 'success');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const buy = async () => {
    if (busy) return;
    const skuId = ready();
    if (skuId === undefined) return;
    setBusy(true);
    try {
      await buyNowAs(skuId, num, shipmentOf(mode));
      navigate('/checkout?way=BUY_NOW', host);
    } catch (error) {
      refused(error);
      setBusy(false);
    }
  };

  return (
    <div class="buy-box">
      <Tabs
        class="modes"
        label={t('pd.modes')}
        current={mode}
        onSelect={changeMode}
        tabs={[
          { key: 'wholesale', label: t('pd.wholesale') },
          { key: 'dropship', label: t('pd.dropship') },
        ]}
      >
        {mode === 'wholesale' ? (
          <ol class="tiers">
            {goods.tiers.map((row, i) => {
              const next = goods.tiers[i + 1];
              return (
                <li key={row.minNum} class={i === tier ? 'tier active' : 'tier'} aria-current={i === tier ? 'true' : undefined}>
                  <strong>{formatMoney(unitPrice(base, row.rate), locale)}</strong>
                  <span>
                    {next
                      ? t('pd.tierRange', { from: fmt(row.minNum), to: fmt(next.minNum - 1) })
                      : t('pd.tierFrom', { from: fmt(row.minNum) })}
                  </span>
                </li>
              );
            })}
          </ol>
        ) : (
          <div class="dropship">
            <span class="label">{t('pd.dropshipPrice')}</span>
            <strong class="price">{formatMoney(sku?.dropshipPrice ?? base, locale)}</strong>
            <p class="muted">{t('pd.dropshipNote')}</p>
          </div>
        )}
      </Tabs>

      {goods.specs.length > 0 && (
        <SpecPicker
          specs={goods.specs}
          skus={goods.skus}
          selection={selection}
          onToggle={(axis, value) => {
            setSelection(toggle(selection, axis, value));
            setShown(undefined);
          }}
        />
      )}

      <QuantityStepper
        value={qty}
        unit={unit}
        max={max}
        error={shown ?? (stock > 0 ? problemText : undefined)}
        labels={mode === 'dropship' ? { hint: t('pd.dropshipUnit'), less: t('pd.lessOne'), more: t('pd.moreOne') } : undefined}
        onChange={changeQty}
      />

      <p class="stock" role="status">
        {stock <= 0 ? (
          <span class="out">{t('pd.outOfStock')}</span>
        ) : stock < unit * LOW_STOCK_PACKAGES ? (
          <span class="low">{t('pd.lowStock', { n: fmt(stock) })}</span>
        ) : (
          t('pd.stock', { n: fmt(stock) })
        )}
      </p>

      <p class="subtotal">
        <span class="label">{t('pd.unitPrice')}</span> <strong>{formatMoney(unitNow, locale)}</strong>
        {!problem && (
          <>
            {' · '}
            <span class="label">{t('pd.subtotal')}</span> <strong>{formatMoney(Math.round(unitNow * 100 * num) / 100, locale)}</strong>
          </>
        )}
      </p>

      {/* Busy, the buttons say so (aria-disabled) but stay focusable: a disabled button would
          drop the keyboard's focus to the page's start in the middle of adding. */}
      <div class="actions">
        <button type="button" class="btn primary" disabled={stock <= 0} aria-disabled={busy} onClick={() => void add()}>
          {t('pd.addToCart')}
        </button>
        <button type="button" class="btn" disabled={stock <= 0} aria-disabled={busy} onClick={() => void buy()}>
          {t('pd.buyNow')}
        </button>
      </div>
    </div>
  );
}
