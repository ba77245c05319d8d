// The failure report (failure.ts) for the widgets that cannot carry it: the product detail and the
// mini cart, whose chunks are within a few bytes of their budgets (the mini cart's is the partner
// page's). It loads at the moment of a failure, which is rare: this door is all they carry. It comes
// with the toast region's chunk, which carries it already (an error toast is reported too): the
// runtime names one lazy chunk for both, not two.
import { devWarn } from '../dev';
import type { FailureCode } from './failure';

/**
 * `reportFailure`, once failure.ts has arrived: `message` is what the buyer read, `errorText(error)`
 * when not given. A failure that cannot load its report only warns in development.
 */
export function reportLater(code: FailureCode, from: Element | null | undefined, error: unknown, message?: string): void {
  import('../runtime/toast-region').then(
    (f) => f.reportFailure(code, from, message, error),
    (e: unknown) => devWarn('could not load the failure report', e),
  );
}
