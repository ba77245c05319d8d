import type { Locale } from '../../../../src/core/contract/locales';
import { renderStoredText } from '../text/system-text';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { findCompany, listTraces, memberShipment } from '../../repos/trade/express';
import type { Express as ExpressReply } from '../../../../src/core/contract/types-orders';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { ExpressReply };

/**
 * Where tracking events come from. A production server plugs in a carrier aggregator here; the
 * development adapter answers from the `express_trace` table the seed fills with realistic routes.
 */
export interface ExpressTracker {
  /** The events in `locale`: the development adapter stores them as keys and parameters. */
  track(companyId: number, courierNum: string, locale: Locale): Promise<ExpressReply | undefined>;
}

export function createDevExpressTracker(db: Db): ExpressTracker {
  return {
    async track(companyId, courierNum, locale) {
      const company = await findCompany(db, companyId);
      if (!company) return undefined;
      const traces = await listTraces(db, companyId, courierNum);
      return {
        name: company.name,
        courier_num: courierNum,
        data: traces.map((trace) => ({
          time: Number(trace.at),
          context: renderStoredText({ key: trace.context_key, params: trace.context_params, written: trace.context }, locale),
        })),
      };
    },
  };
}

/** Tracking of the member's own shipments only: another buyer's courier number is a 404. */
export function createExpressService(db: Db, tracker: ExpressTracker) {
  return {
    async track(memberId: number, companyId: number, courierNum: string, locale: Locale): Promise<ExpressReply> {
      if (!(await memberShipment(db, memberId, companyId, courierNum))) throw new ApiError('not_found', 'tradeShipmentMissing');
      const reply = await tracker.track(companyId, courierNum, locale);
      if (!reply) throw new ApiError('not_found', 'tradeShipmentMissing');
      return reply;
    },
  };
}

export type ExpressService = ReturnType<typeof createExpressService>;
