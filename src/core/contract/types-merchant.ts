// Reply shapes of the distributor / factory / seller application (spec §7 Distributor). Only
// the application form reads them.
import { array, enums, string, type, type Infer } from 'superstruct';
import { mallReply } from './envelope';

/** A template file the application offers to download, for one kind of applicant. */
export const MerchantTemplate = type({ applyType: string(), kind: string(), name: string(), path: string() });
export type MerchantTemplate = Infer<typeof MerchantTemplate>;

/** `GET /mallpcapi/ytConfig/merchantTemplate` */
export const MerchantTemplates = type({ list: array(MerchantTemplate) });
export type MerchantTemplates = Infer<typeof MerchantTemplates>;

/** `GET /mallpcapi/proxyMerchantOnboarding/checkStatus`: -1 not applied, 0 pending, 1 approved, 2 refused (spec §4). */
export const MerchantStatus = enums([-1, 0, 1, 2]);
export type MerchantStatus = Infer<typeof MerchantStatus>;

/** The status reply carries the reason of a refusal beside the envelope ('' otherwise). */
export const MerchantStatusReply = type({ ...mallReply(MerchantStatus).schema, reason: string() });
export type MerchantStatusReply = Infer<typeof MerchantStatusReply>;
