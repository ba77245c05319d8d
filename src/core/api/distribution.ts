// The distribution programme (issue 12 §5): my link and money, downline, commissions, taken back,
// settlement periods, bank account and withdrawals. Only the member centre's distribution pages
// import this module, so it stays out of the shared runtime chunk.
import type { BankAccountForm, WithdrawalForm } from '../contract/requests-distribution';
import {
  BankAccount,
  CommissionPage,
  DistributionSummary,
  DownlinePage,
  PerformanceRefundPage,
  SettlementPeriodPage,
  WithdrawalCreated,
  WithdrawalPage,
} from '../contract/types-distribution';
import { request } from '../http';
import { call } from './check';

export type {
  BankAccount,
  Commission,
  DistributionSummary,
  Downline,
  PerformanceRefund,
  SettlementPeriod,
  Withdrawal,
} from '../contract/types-distribution';
export * from '../contract/rules-distribution';

export const DISTRIBUTION_PAGE_SIZE = 10;
const paging = (pageNo: number) => ({ page_no: pageNo, page_size: DISTRIBUTION_PAGE_SIZE });

export const fetchDistribution = (signal?: AbortSignal) => call({ path: '/buyer/distribution', auth: true, signal }, DistributionSummary);

export const fetchDownline = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/distribution/downline', query: paging(pageNo), auth: true, signal }, DownlinePage);

export const fetchCommissions = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/distribution/performance', query: paging(pageNo), auth: true, signal }, CommissionPage);

export const fetchTakenBack = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/distribution/performance-refunds', query: paging(pageNo), auth: true, signal }, PerformanceRefundPage);

export const fetchPeriods = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/distribution/performance-history', query: paging(pageNo), auth: true, signal }, SettlementPeriodPage);

export const fetchBankAccount = (signal?: AbortSignal) => call({ path: '/buyer/distribution/account', auth: true, signal }, BankAccount);

export const saveBankAccount = (form: BankAccountForm) =>
  request({ method: 'POST', path: '/buyer/distribution/account', form: { ...form }, auth: true });

export const applyWithdrawal = (form: WithdrawalForm) =>
  call(
    { method: 'POST', path: '/buyer/distribution/withdrawals', form: { amount: form.amount.toFixed(2) }, auth: true },
    WithdrawalCreated,
  );

export const fetchWithdrawals = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/distribution/withdrawals', query: paging(pageNo), auth: true, signal }, WithdrawalPage);
