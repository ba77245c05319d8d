// Request shape of the distributor / factory / seller application
// (`POST /mallpcapi/proxyMerchantOnboarding/saveApply`, spec §7 Distributor).
import { enums, string, type, type Infer } from 'superstruct';

/** '1' distributor, '2' factory, '3' seller (spec §5). */
export const APPLY_TYPES = ['1', '2', '3'] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

export const MerchantApply = type({
  applyType: enums(APPLY_TYPES),
  mainSalesChannels: string(),
  purchaseAmount: string(),
  remark: string(),
  /** what the attachment upload returned */
  attachment: string(),
});
export type MerchantApply = Infer<typeof MerchantApply>;
