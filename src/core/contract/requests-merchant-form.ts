// Request shape of the distributor / factory / seller application
// (`POST /mallpcapi/proxyMerchantOnboarding/saveApply`, spec §7 Distributor), as the client builds it
// and the server's route schema reads it. Read as a type only by the client.
import { optional, type, type Infer } from 'superstruct';
import { rule, text } from './request-fields';
import { APPLY_TYPES } from './requests-merchant';

export const MerchantApply = type({
  applyType: rule(text(1, { blank: 'merchantTypeRequired' }), 'merchantTypeRequired', (value) =>
    APPLY_TYPES.some((type) => type === value),
  ),
  mainSalesChannels: text(500, { blank: 'merchantChannelsRequired' }),
  purchaseAmount: text(100, { blank: 'merchantAmountRequired' }),
  remark: optional(text(500)),
  /** what the attachment upload returned (the server checks the member uploaded it) */
  attachment: optional(text(200)),
});
export type MerchantApply = Infer<typeof MerchantApply>;
