import type { Queryable } from '../../db/types';
import type { Region, Address as MemberAddress } from '../../../../src/core/contract/types-checkout';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { Region, MemberAddress };

/** What an address form sets. */
export interface AddressInput {
  name: string;
  mobile: string;
  country: 1 | 2;
  province_id: number | null;
  city_id: number | null;
  county_id: number | null;
  province: string;
  city: string;
  county: string;
  addr: string;
  zip: string;
  def_addr: 0 | 1;
}

const SELECT = `select id as addr_id, member_id, name, mobile, country, province_id, city_id, county_id, province, city, county,
  addr, zip, def_addr from member_address`;

const COLUMNS = [
  'name',
  'mobile',
  'country',
  'province_id',
  'city_id',
  'county_id',
  'province',
  'city',
  'county',
  'addr',
  'zip',
  'def_addr',
] as const;
const values = (input: AddressInput) => COLUMNS.map((column) => input[column]);

export async function findAddress(q: Queryable, memberId: number, id: number): Promise<MemberAddress | undefined> {
  const { rows } = await q.query<MemberAddress>(`${SELECT} where member_id = $1 and id = $2`, [memberId, id]);
  return rows[0];
}

export async function listAddresses(q: Queryable, memberId: number): Promise<MemberAddress[]> {
  const { rows } = await q.query<MemberAddress>(`${SELECT} where member_id = $1 order by def_addr desc, id desc`, [memberId]);
  return rows;
}

/** An area of the Mexican region tree (grade 3) with its city and state. */
export async function findArea(
  q: Queryable,
  areaId: number,
): Promise<{ area: string; city: string; state: string; city_id: number; state_id: number } | undefined> {
  const { rows } = await q.query<{ area: string; city: string; state: string; city_id: number; state_id: number }>(
    `select a.local_name as area, c.local_name as city, s.local_name as state, c.id as city_id, s.id as state_id
     from region a join region c on c.id = a.parent_id join region s on s.id = c.parent_id
     where a.id = $1 and a.region_grade = 3`,
    [areaId],
  );
  return rows[0];
}

export async function listRegions(q: Queryable, parentId: number): Promise<Region[]> {
  const { rows } = await q.query<Region>(
    'select id, parent_id, region_path, region_grade, local_name, zipcode from region where parent_id = $1 order by id',
    [parentId],
  );
  return rows;
}

export async function countAddresses(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from member_address where member_id = $1', [memberId]);
  return rows[0]?.n ?? 0;
}

/** No address of the member is the default any more, but `exceptId`. */
export async function clearDefaultAddress(q: Queryable, memberId: number, exceptId?: number): Promise<void> {
  if (exceptId === undefined) await q.query('update member_address set def_addr = 0 where member_id = $1', [memberId]);
  else await q.query('update member_address set def_addr = 0 where member_id = $1 and id <> $2', [memberId, exceptId]);
}

export async function insertAddress(q: Queryable, memberId: number, input: AddressInput, at: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into member_address (member_id, ${COLUMNS.join(', ')}, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [memberId, ...values(input), at],
  );
  return rows[0]?.id ?? 0;
}

export async function updateAddress(q: Queryable, memberId: number, id: number, input: AddressInput): Promise<void> {
  await q.query(
    `update member_address set ${COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ')} where member_id = $1 and id = $2`,
    [memberId, id, ...values(input)],
  );
}

/** Deletes an address of the member: whether it was the default, or undefined when there was none. */
export async function deleteAddress(q: Queryable, memberId: number, id: number): Promise<{ def_addr: number } | undefined> {
  const { rows } = await q.query<{ def_addr: number }>('delete from member_address where member_id = $1 and id = $2 returning def_addr', [
    memberId,
    id,
  ]);
  return rows[0];
}

/** The newest remaining address becomes the default. */
export async function defaultNewestAddress(q: Queryable, memberId: number): Promise<void> {
  await q.query('update member_address set def_addr = 1 where id = (select max(id) from member_address where member_id = $1)', [memberId]);
}

export async function setDefaultAddress(q: Queryable, memberId: number, id: number): Promise<void> {
  await q.query('update member_address set def_addr = case when id = $2 then 1 else 0 end where member_id = $1', [memberId, id]);
}
