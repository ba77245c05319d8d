import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { INT_ID_RANGE, oneOf, optionalInt, requiredString, type Source } from '../../http/params';
import type { Region, Address as MemberAddress } from '../../../../src/core/contract/types-checkout';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { Region, MemberAddress };

/** Spec §5 limits: names and phones up to 20 characters, other address text up to 50. */
export const ADDRESS_LIMITS = { name: 20, mobile: 20, text: 50, zip: 20, perMember: 20 } as const;
const MEXICAN_ZIP = /^\d{5}$/;
const PHONE = /^\+?[0-9][0-9 -]{6,19}$/;

interface AddressInput {
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

export async function findAddress(q: Queryable, memberId: number, id: number): Promise<MemberAddress | undefined> {
  const { rows } = await q.query<MemberAddress>(`${SELECT} where member_id = $1 and id = $2`, [memberId, id]);
  return rows[0];
}

export function createAddressService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  /** Reads and judges an address form (spec §5); Mexico needs an area of the region tree. */
  async function parse(source: Source): Promise<AddressInput> {
    const name = requiredString(source, 'name', ADDRESS_LIMITS.name);
    const mobile = requiredString(source, 'mobile', ADDRESS_LIMITS.mobile);
    if (!PHONE.test(mobile)) throw validationError('tradeFieldPattern', { field: 'mobile', hint: '5512345678' });
    const country = oneOf(source, 'country', ['1', '2'] as const, '1') === '2' ? 2 : 1;
    const addr = requiredString(source, 'addr', ADDRESS_LIMITS.text);
    const zip = requiredString(source, 'zip', ADDRESS_LIMITS.zip);
    const def_addr = oneOf(source, 'def_addr', ['0', '1'] as const, '0') === '1' ? 1 : 0;
    if (country === 2) {
      return {
        name,
        mobile,
        country,
        addr,
        zip,
        def_addr,
        province_id: null,
        city_id: null,
        county_id: null,
        province: requiredString(source, 'province', ADDRESS_LIMITS.text),
        city: requiredString(source, 'city', ADDRESS_LIMITS.text),
        county: requiredString(source, 'county', ADDRESS_LIMITS.text),
      };
    }
    if (!MEXICAN_ZIP.test(zip)) throw validationError('tradeFieldPattern', { field: 'zip', hint: '06700' });
    const countyId = optionalInt(source, 'county_id', INT_ID_RANGE);
    if (countyId === undefined) throw validationError('fieldRequired', { field: 'county_id' });
    const { rows } = await db.query<{ area: string; city: string; state: string; city_id: number; state_id: number }>(
      `select a.local_name as area, c.local_name as city, s.local_name as state, c.id as city_id, s.id as state_id
       from region a join region c on c.id = a.parent_id join region s on s.id = c.parent_id
       where a.id = $1 and a.region_grade = 3`,
      [countyId],
    );
    const region = rows[0];
    if (!region) throw validationError('tradeRegionInvalid', { field: 'county_id' });
    // The client also sends the upper levels; when it does they must agree with the area.
    for (const [field, expected] of [
      ['province_id', region.state_id],
      ['city_id', region.city_id],
    ] as const) {
      const sent = optionalInt(source, field, INT_ID_RANGE);
      if (sent !== undefined && sent !== expected) throw validationError('tradeRegionInvalid', { field });
    }
    return {
      name,
      mobile,
      country,
      addr,
      zip,
      def_addr,
      province_id: region.state_id,
      city_id: region.city_id,
      county_id: countyId,
      province: region.state,
      city: region.city,
      county: region.area,
    };
  }

  const columns = [
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
  const values = (input: AddressInput) => columns.map((column) => input[column]);

  return {
    async regions(parentId: number): Promise<Region[]> {
      const { rows } = await db.query<Region>(
        'select id, parent_id, region_path, region_grade, local_name, zipcode from region where parent_id = $1 order by id',
        [parentId],
      );
      return rows;
    },

    async list(memberId: number): Promise<MemberAddress[]> {
      const { rows } = await db.query<MemberAddress>(`${SELECT} where member_id = $1 order by def_addr desc, id desc`, [memberId]);
      return rows;
    },

    async get(memberId: number, id: number): Promise<MemberAddress> {
      const address = await findAddress(db, memberId, id);
      if (!address) throw new ApiError('not_found', 'tradeAddressMissing');
      return address;
    },

    /** Adds an address; the first one (or one sent as default) becomes the default, alone. */
    async add(memberId: number, source: Source): Promise<MemberAddress> {
      const input = await parse(source);
      return db.tx(async (q) => {
        // Lock the member row so two concurrent adds cannot both pass the limit.
        await q.query('select id from member where id = $1 for update', [memberId]);
        const { rows: counted } = await q.query<{ n: number }>('select count(*)::int as n from member_address where member_id = $1', [
          memberId,
        ]);
        const count = counted[0]?.n ?? 0;
        if (count >= ADDRESS_LIMITS.perMember) throw ruleError('tradeAddressLimit', { max: ADDRESS_LIMITS.perMember });
        const def = count === 0 ? 1 : input.def_addr;
        if (def === 1) await q.query('update member_address set def_addr = 0 where member_id = $1', [memberId]);
        const { rows } = await q.query<{ id: number }>(
          `insert into member_address (member_id, ${columns.join(', ')}, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
          [memberId, ...values({ ...input, def_addr: def }), now()],
        );
        const created = await findAddress(q, memberId, rows[0]?.id ?? 0);
        if (!created) throw new ApiError('not_found', 'tradeAddressMissing');
        return created;
      });
    },

    async update(memberId: number, id: number, source: Source): Promise<MemberAddress> {
      const input = await parse(source);
      return db.tx(async (q) => {
        const current = await findAddress(q, memberId, id);
        if (!current) throw new ApiError('not_found', 'tradeAddressMissing');
        const def = current.def_addr === 1 ? 1 : input.def_addr;
        if (def === 1) await q.query('update member_address set def_addr = 0 where member_id = $1 and id <> $2', [memberId, id]);
        await q.query(
          `update member_address set ${columns.map((column, i) => `${column} = $${i + 3}`).join(', ')} where member_id = $1 and id = $2`,
          [memberId, id, ...values({ ...input, def_addr: def })],
        );
        return (await findAddress(q, memberId, id)) ?? current;
      });
    },

    /** Deletes an address; if it was the default, the newest remaining one becomes the default. */
    async remove(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        const { rows } = await q.query<{ def_addr: number }>(
          'delete from member_address where member_id = $1 and id = $2 returning def_addr',
          [memberId, id],
        );
        if (!rows[0]) throw new ApiError('not_found', 'tradeAddressMissing');
        if (rows[0].def_addr === 1) {
          await q.query('update member_address set def_addr = 1 where id = (select max(id) from member_address where member_id = $1)', [
            memberId,
          ]);
        }
        await q.query('update checkout_param set address_id = null where member_id = $1 and address_id = $2', [memberId, id]);
      });
    },

    async makeDefault(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        if (!(await findAddress(q, memberId, id))) throw new ApiError('not_found', 'tradeAddressMissing');
        await q.query('update member_address set def_addr = case when id = $2 then 1 else 0 end where member_id = $1', [memberId, id]);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
