// The application types of the distributor / factory / seller application
// (`POST /mallpcapi/proxyMerchantOnboarding/saveApply`, spec §7 Distributor). The form reads them at
// run time, so this file declares no struct: the shape (requests-merchant-form.ts) it reads as a type.

/** '1' distributor, '2' factory, '3' seller (spec §5). */
export const APPLY_TYPES = ['1', '2', '3'] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];
