// Request shapes of the distribution programme (issue 12 §5), as the server's route schemas read
// them and the member centre's forms build them. Amounts are MXN; the server converts to centavos.
import { optional, type, type Infer } from 'superstruct';
import { id, javashopPaging, money, oneOf, rule, text } from './request-fields';
import { ACCOUNT_HOLDER_MAX, BANK_NAME_MAX, clabeProblem, WITHDRAWAL_STATUSES } from './rules-distribution';

/** `POST /buyer/distribution/account`: where withdrawals go. The CLABE's check digit is validated. */
export const BankAccountForm = type({
  clabe: rule(text(40), 'distributionClabe', (value) => clabeProblem(value) === undefined),
  bank_name: text(BANK_NAME_MAX),
  account_holder: text(ACCOUNT_HOLDER_MAX),
});
export type BankAccountForm = Infer<typeof BankAccountForm>;

/** `POST /buyer/distribution/withdrawals`: how much of the settled commission to withdraw. */
export const WithdrawalForm = type({ amount: money() });
export type WithdrawalForm = Infer<typeof WithdrawalForm>;

/** The distribution lists: a page. */
export const DistributionPageQuery = type({ ...javashopPaging() });

/** `GET /buyer/distribution/withdrawals` and the operator's list: a page, optionally one state. */
export const WithdrawalListQuery = type({ ...javashopPaging(), status: optional(oneOf(WITHDRAWAL_STATUSES)) });

/** `/seller/distribution/withdrawals/{id}/…` */
export const WithdrawalIdParams = type({ id: id() });

/** `POST /seller/distribution/withdrawals/{id}/audit`: pass (1) or fail (0), with a remark. */
export const WithdrawalAuditForm = type({ agree: oneOf(['0', '1'] as const), remark: optional(text(200)) });
export type WithdrawalAuditForm = Infer<typeof WithdrawalAuditForm>;
