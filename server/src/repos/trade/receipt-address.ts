import type { Queryable } from '../../db/types';
import type { MailAddress as ReceiptAddress } from '../../../../src/core/contract/types-receipts';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { ReceiptAddress };

export type ReceiptAddressInput = Pick<ReceiptAddress, 'member_name' | 'member_mobile' | 'region' | 'detail_addr'>;

const SELECT = 'select id, member_id, member_name, member_mobile, region, detail_addr from member_receipt_address';

export async function findReceiptAddress(q: Queryable, memberId: number): Promise<ReceiptAddress | undefined> {
  const { rows } = await q.query<ReceiptAddress>(`${SELECT} where member_id = $1`, [memberId]);
  return rows[0];
}

export async function insertReceiptAddress(q: Queryable, memberId: number, input: ReceiptAddressInput, at: number): Promise<void> {
  await q.query(
    'insert into member_receipt_address (member_id, member_name, member_mobile, region, detail_addr, updated_at) values ($1, $2, $3, $4, $5, $6)',
    [memberId, input.member_name, input.member_mobile, input.region, input.detail_addr, at],
  );
}

/** False when the member has no address with this id. */
export async function updateReceiptAddress(
  q: Queryable,
  memberId: number,
  id: number,
  input: ReceiptAddressInput,
  at: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `update member_receipt_address set member_name = $3, member_mobile = $4, region = $5, detail_addr = $6, updated_at = $7
     where member_id = $1 and id = $2 returning id`,
    [memberId, id, input.member_name, input.member_mobile, input.region, input.detail_addr, at],
  );
  return rows[0] !== undefined;
}
