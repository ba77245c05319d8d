// Cart page actions: each edit shows at once (optimistic), goes to the server in order, then the
// cart and the badge are reloaded and other tabs told; a refusal rolls back with the server's words.
import { $cart, refreshCart, refreshCartCount } from '../../../core/stores/cart';
import { checkLine, deleteLines, setLineNum } from '../../../core/api/cart-lines';
import { wholeCart } from '../../../core/api/cart-view';
import { checkCartAll, checkCartShop, choosePromotion, clearCartLines, dropPromotion } from '../../../core/api/trade';
import { errorText } from '../../../core/errors';
import { broadcast } from '../../../core/sync';
import { toast } from '../../../core/toasts';
import { applyEdit, type Edit } from './cart-model';

let queue: Promise<unknown> = Promise.resolve();

function send(edit: Edit): Promise<void> {
  switch (edit.kind) {
    case 'num':
      return setLineNum(edit.line, edit.num);
    case 'checkSku':
      return checkLine(edit.line, edit.checked);
    case 'checkShop':
      return checkCartShop(edit.sellerId, edit.checked);
    case 'checkAll':
      return checkCartAll(edit.checked);
    case 'delete':
      return deleteLines(edit.lines);
    case 'clear':
      return clearCartLines();
    case 'promotion':
      return edit.promotion
        ? choosePromotion({
            seller_id: edit.sellerId,
            sku_id: edit.skuId,
            promotion_id: edit.promotion.id,
            promotion_type: edit.promotion.type,
          })
        : dropPromotion(edit.sellerId, edit.skuId);
  }
}

/** Applies an edit now, sends it after the ones before it; resolves true when the server agreed. */
export function editCart(edit: Edit): Promise<boolean> {
  const before = $cart.get();
  if (before) $cart.set(applyEdit(wholeCart(before), edit));
  const run = queue.then(async () => {
    let ok = true;
    try {
      await send(edit);
    } catch (error) {
      ok = false;
      if (before && $cart.get()) $cart.set(before);
      toast(errorText(error), 'error');
    }
    await Promise.all([refreshCart(), refreshCartCount()]).catch((error: unknown) => toast(errorText(error), 'error'));
    broadcast('cart');
    return ok;
  });
  queue = run.catch(() => false);
  return run;
}
