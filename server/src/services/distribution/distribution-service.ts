import { randomInt } from 'node:crypto';
import type { JavashopPage } from '../../../../src/core/contract/shared-structs';
import type { BankAccountForm, WithdrawalAuditForm } from '../../../../src/core/contract/requests-distribution';
import { normalizeClabe, REFERRAL_CODE_PATTERN, type WithdrawalStatus } from '../../../../src/core/contract/rules-distribution';
import type {
  BankAccount,
  Commission,
  Downline,
  DistributionSummary,
  PerformanceRefund,
  SettlementPeriod,
  Withdrawal,
} from '../../../../src/core/contract/types-distribution';
import type { Db, Queryable } from '../../db/types';
import { ApiError, conflictError, ruleError, validationError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { pageCommissions, pendingCents } from '../../repos/distribution/commissions';
import {
  findDistributor,
  findDistributorByCode,
  insertDistributor,
  insertReferral,
  moveAvailable,
  pageDownline,
  readSettings,
  saveBankAccount,
  takeAvailable,
} from '../../repos/distribution/distributors';
import { addLedger, ledgerTotals, pagePeriods, pageTakenBack } from '../../repos/distribution/ledger';
import {
  findWithdrawal,
  insertWithdrawal,
  moveWithdrawal,
  pageWithdrawals,
  type WithdrawalRow,
} from '../../repos/distribution/withdrawals';
import { findLatestApplication } from '../../repos/merchant/applications';
import { maskName } from '../catalogue/goods-feedback';
import { qrSvgDataUrl } from '../payment/qr-image';
import { isApprovedDistributor } from './commission-hooks';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface Paging {
  page_no: number;
  page_size: number;
}
const page = <T>(p: Paging, data: T[], total: number): JavashopPage<T> => ({
  data,
  page_no: p.page_no,
  page_size: p.page_size,
  data_total: total,
});
const offsetOf = (p: Paging) => (p.page_no - 1) * p.page_size;
const seconds = (ms: number) => Math.floor(ms / 1000);
const percent = (bp: number) => bp / 100;

const withdrawalView = (row: WithdrawalRow): Withdrawal => ({
  id: Number(row.id),
  member_id: Number(row.member_id),
  amount: toMxn(Number(row.amount_cents)),
  status: row.status,
  clabe: row.clabe,
  bank_name: row.bank_name,
  account_holder: row.account_holder,
  remark: row.remark,
  create_time: seconds(Number(row.created_at)),
  update_time: seconds(Number(row.updated_at)),
});

/**
 * The distribution programme (issue 12 §5): an approved distributor's link, downline, commissions,
 * settlement periods, bank account and withdrawals; the operator's audit of withdrawals. Money
 * moves in one transaction with its ledger row: a withdrawal takes the available money by one
 * conditional update (never more than there is, however many race), a failed audit gives it back.
 */
export function createDistributionService(deps: { db: Db; clock: () => number; storefrontUrl: (path: string) => string }) {
  const { db, clock, storefrontUrl } = deps;

  /** The caller's distributor row, made on first use; refused with the spec's status message unless approved. */
  async function distributor(memberId: number) {
    const status = (await findLatestApplication(db, memberId))?.status ?? -1;
    if (status === 0) throw conflictError('merchantPending');
    if (status === 2) throw conflictError('merchantRefused');
    if (status !== 1) throw conflictError('distributionNotApplied');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await findDistributor(db, memberId);
      if (row) return row;
      try {
        await insertDistributor(db, memberId, newCode(), clock());
      } catch (error) {
        // another member's code (one in 32^8): try another
        if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === '23505')) throw error;
      }
    }
    throw new Error('[vitrina] no referral code could be made');
  }

  return {
    /** After registration: the new member's referrer, when `code` is an approved distributor's (an unknown code is ignored). */
    async attachReferral(memberId: number, code: string | undefined): Promise<void> {
      const sent = code?.trim().toUpperCase() ?? '';
      if (!REFERRAL_CODE_PATTERN.test(sent)) return;
      const referrer = await findDistributorByCode(db, sent);
      if (referrer === undefined || referrer === memberId || !(await isApprovedDistributor(db, referrer))) return;
      await insertReferral(db, memberId, referrer, clock());
    },

    async summary(memberId: number): Promise<DistributionSummary> {
      const row = await distributor(memberId);
      const settings = await readSettings(db);
      const totals = await ledgerTotals(db, memberId);
      const link = storefrontUrl(`/register?ref=${row.referral_code}`);
      return {
        referral_code: row.referral_code,
        referral_link: link,
        referral_qr: await qrSvgDataUrl(link),
        level1_rate: percent(settings.level1_rate_bp),
        level2_rate: percent(settings.level2_rate_bp),
        min_withdrawal: toMxn(settings.min_withdrawal_cents),
        available: toMxn(Number(row.available_cents)),
        pending: toMxn(await pendingCents(db, memberId)),
        settled_total: toMxn(totals.settled),
        taken_back_total: toMxn(totals.taken_back),
        withdrawn_total: toMxn(totals.withdrawn - totals.returned),
      };
    },

    async downline(memberId: number, p: Paging): Promise<JavashopPage<Downline>> {
      await distributor(memberId);
      const { rows, total } = await pageDownline(db, memberId, p.page_size, offsetOf(p));
      return page(
        p,
        rows.map((r) => ({
          member_id: Number(r.member_id),
          name: maskName(r.username),
          registered_at: seconds(Number(r.created_at)),
          order_count: Number(r.order_count),
        })),
        total,
      );
    },

    async performance(memberId: number, p: Paging): Promise<JavashopPage<Commission>> {
      await distributor(memberId);
      const { rows, total } = await pageCommissions(db, memberId, p.page_size, offsetOf(p));
      return page(
        p,
        rows.map((r) => ({
          id: r.id,
          order_sn: r.order_sn,
          buyer_name: maskName(r.buyer_name),
          level: r.level,
          rate: percent(r.rate_bp),
          order_price: toMxn(r.base_cents),
          amount: toMxn(r.status === 'SETTLED' ? r.settled_cents : r.amount_cents),
          taken_back: toMxn(r.taken_back_cents),
          status: r.status,
          create_time: seconds(r.created_at),
          settle_time: r.settled_at === null ? null : seconds(r.settled_at),
        })),
        total,
      );
    },

    async performanceRefunds(memberId: number, p: Paging): Promise<JavashopPage<PerformanceRefund>> {
      await distributor(memberId);
      const { rows, total } = await pageTakenBack(db, memberId, p.page_size, offsetOf(p));
      return page(
        p,
        rows.map((r) => ({
          id: Number(r.id),
          order_sn: r.order_sn,
          level: Number(r.level) === 2 ? 2 : 1,
          amount: toMxn(Number(r.cents)),
          create_time: seconds(Number(r.created_at)),
        })),
        total,
      );
    },

    async history(memberId: number, p: Paging): Promise<JavashopPage<SettlementPeriod>> {
      await distributor(memberId);
      const { rows, total } = await pagePeriods(db, memberId, p.page_size, offsetOf(p));
      return page(
        p,
        rows.map((r) => ({
          period: r.period,
          orders: Number(r.orders),
          settled: toMxn(Number(r.settled)),
          taken_back: toMxn(Number(r.taken_back)),
          withdrawn: toMxn(Number(r.withdrawn)),
          net: toMxn(Number(r.net)),
        })),
        total,
      );
    },

    async account(memberId: number): Promise<BankAccount> {
      const row = await distributor(memberId);
      return { clabe: row.clabe, bank_name: row.bank_name, account_holder: row.account_holder };
    },

    async saveAccount(memberId: number, form: BankAccountForm): Promise<void> {
      await distributor(memberId);
      await saveBankAccount(db, memberId, {
        clabe: normalizeClabe(form.clabe),
        bank_name: form.bank_name,
        account_holder: form.account_holder,
      });
    },

    /** Checks and takes the amount in one conditional update with its withdrawal and ledger rows. */
    async withdraw(memberId: number, amount: number): Promise<{ id: number; available: number }> {
      const row = await distributor(memberId);
      if (row.clabe === '') throw validationError('distributionNoAccount', { field: 'clabe' });
      const cents = Math.round(amount * 100);
      const settings = await readSettings(db);
      if (cents < settings.min_withdrawal_cents)
        throw validationError('distributionBelowMinimum', { field: 'amount', min: toMxn(settings.min_withdrawal_cents).toFixed(2) });
      const at = clock();
      const done = await db.tx(async (q: Queryable) => {
        const left = await takeAvailable(q, memberId, cents);
        if (left === undefined) return undefined;
        const id = await insertWithdrawal(q, {
          memberId,
          cents,
          clabe: row.clabe,
          bankName: row.bank_name,
          holder: row.account_holder,
          at,
        });
        await addLedger(q, { memberId, kind: 'WITHDRAWAL', cents: -cents, withdrawalId: id, at });
        return { id, available: toMxn(left) };
      });
      if (done) return done;
      const now = await findDistributor(db, memberId);
      throw ruleError('distributionOverAvailable', { field: 'amount', available: toMxn(Number(now?.available_cents ?? 0)).toFixed(2) });
    },

    async withdrawals(memberId: number, p: Paging & { status?: WithdrawalStatus | undefined }): Promise<JavashopPage<Withdrawal>> {
      await distributor(memberId);
      const { rows, total } = await pageWithdrawals(db, { memberId, status: p.status }, p.page_size, offsetOf(p));
      return page(p, rows.map(withdrawalView), total);
    },

    operator: {
      async list(p: Paging & { status?: WithdrawalStatus | undefined }): Promise<JavashopPage<Withdrawal>> {
        const { rows, total } = await pageWithdrawals(db, { status: p.status }, p.page_size, offsetOf(p));
        return page(p, rows.map(withdrawalView), total);
      },

      /** APPLY → VIA_AUDITING, or FAIL_AUDITING with the amount given back (its ledger row), once. */
      async audit(id: number, form: WithdrawalAuditForm): Promise<void> {
        const pass = form.agree === '1';
        const at = clock();
        const moved = await db.tx(async (q: Queryable) => {
          const row = await moveWithdrawal(q, {
            id,
            from: 'APPLY',
            to: pass ? 'VIA_AUDITING' : 'FAIL_AUDITING',
            remark: form.remark ?? '',
            at,
          });
          if (!row || pass) return row !== undefined;
          const cents = Number(row.amount_cents);
          await addLedger(q, { memberId: Number(row.member_id), kind: 'WITHDRAWAL_RETURNED', cents, withdrawalId: id, at });
          await moveAvailable(q, Number(row.member_id), cents);
          return true;
        });
        if (!moved) await refuseMove(id, 'audit');
      },

      /** VIA_AUDITING → TRANSFER_ACCOUNTS: the money was sent to the CLABE. */
      async transfer(id: number): Promise<void> {
        const moved = await moveWithdrawal(db, { id, from: 'VIA_AUDITING', to: 'TRANSFER_ACCOUNTS', remark: null, at: clock() });
        if (!moved) await refuseMove(id, 'transfer');
      },
    },
  };

  async function refuseMove(id: number, action: string): Promise<never> {
    if (!(await findWithdrawal(db, id))) throw new ApiError('not_found', 'notFound');
    throw conflictError('distributionWithdrawalMoved', { id, action });
  }
}

export type DistributionService = ReturnType<typeof createDistributionService>;
