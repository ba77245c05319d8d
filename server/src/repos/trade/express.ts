import type { Queryable } from '../../db/types';

export interface TraceRow {
  at: number;
  context: string;
  context_key: string;
  context_params: unknown;
}

export async function findCompany(q: Queryable, id: number): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await q.query<{ id: number; name: string }>('select id, name from logistics_company where id = $1', [id]);
  return rows[0];
}

/** Whether the member has an order shipped with this carrier and courier number. */
export async function memberShipment(q: Queryable, memberId: number, logiId: number, courierNum: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from trade_order where member_id = $1 and logi_id = $2 and ship_no = $3 limit 1', [
    memberId,
    logiId,
    courierNum,
  ]);
  return rows.length > 0;
}

/** A carrier's events for one courier number, newest first, as shown to the buyer. */
export async function listTraces(q: Queryable, logiId: number, courierNum: string): Promise<TraceRow[]> {
  const { rows } = await q.query<TraceRow>(
    'select at, context, context_key, context_params from express_trace where logi_id = $1 and courier_num = $2 order by at desc',
    [logiId, courierNum],
  );
  return rows;
}
