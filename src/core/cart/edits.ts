// The cart's edits: each shows at once (optimistic), goes to the server after the ones before it,
// then the after-change step reloads the cart (the badge follows) and tells other tabs; a refusal
// rolls back with the server's words.
import { checkLine, deleteLines, setLineNum } from '../api/cart-lines';
import { wholeCart } from '../api/cart-view';
import { checkCartAll, checkCartShop, choosePromotion, clearCartLines, dropPromotion } from '../api/trade';
import { errorText } from '../errors';
import { toast } from '../toasts';
import { afterCartChange } from './after-change';
import { applyEdit, type Edit } from './model';
import { $cart, editStarted } from './store';

/** The edits in flight, in the order they were made: the server sees them in that order. */
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
  const answered = editStarted();
  if (before) $cart.set(applyEdit(wholeCart(before), edit));
  const run = queue.then(async () => {
    let ok = true;
    try {
      await send(edit);
    } catch (error) {
      ok = false;
      if (before && $cart.get()) $cart.set(before);
      toast(errorText(error), 'error');
    } finally {
      answered();
    }
    await afterCartChange().catch((error: unknown) => toast(errorText(error), 'error'));
    return ok;
  });
  queue = run.catch(() => false);
  return run;
}
