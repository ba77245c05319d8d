/**
 * The method the cashier has selected: the buyer's choice while it is offered, else the first
 * one offered. The server offers only what works (no online gateway when PAYMENT_GATEWAY=none;
 * no bank transfer once it is chosen), so a fixed default could name a method that is not there.
 */
export function selectedMethod(offered: readonly { plugin_id: string }[], chosen: string | undefined): string | undefined {
  return offered.some((m) => m.plugin_id === chosen) ? chosen : offered[0]?.plugin_id;
}
