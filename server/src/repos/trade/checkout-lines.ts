import type { Queryable } from '../../db/types';

/**
 * Takes the chosen lines out of the member's cart way (a line is a sku and a shipment type); the
 * skus of the lines it took. A concurrent checkout of the same cart waits on these rows, then
 * finds them gone.
 */
export async function takeCartLines(
  q: Queryable,
  memberId: number,
  way: string,
  lines: readonly { sku_id: number; shipment_type: number }[],
): Promise<number[]> {
  const { rows } = await q.query<{ sku_id: number }>(
    `delete from cart_item where member_id = $1 and way = $2 and checked = 1
       and (sku_id, shipment_type) in (select * from unnest($3::bigint[], $4::smallint[]))
     returning sku_id`,
    [memberId, way, lines.map((line) => line.sku_id), lines.map((line) => line.shipment_type)],
  );
  return rows.map((row) => row.sku_id);
}
