import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
import { INT_ID_RANGE, oneOf, optionalInt, requiredString, type Source } from '../../http/params';
import { lockMember } from '../../repos/accounts/members';
import {
  type AddressInput,
  clearDefaultAddress,
  countAddresses,
  defaultNewestAddress,
  deleteAddress,
  findAddress as findStoredAddress,
  findArea,
  insertAddress,
  listAddresses,
  listRegions,
  type MemberAddress,
  type Region,
  setDefaultAddress,
  updateAddress,
} from '../../repos/trade/addresses';
import { forgetCheckoutAddress } from '../../repos/trade/checkout-params';

/** Spec §5 limits: names and phones up to 20 characters, other address text up to 50. */
export const ADDRESS_LIMITS = { name: 20, mobile: 20, text: 50, zip: 20, perMember: 20 } as const;
const MEXICAN_ZIP = /^\d{5}$/;
const PHONE = /^\+?[0-9][0-9 -]{6,19}$/;

export type { MemberAddress, Region };

/** The member's address `id`, or undefined when they have none such. */
export const findAddress = (q: Queryable, memberId: number, id: number): Promise<MemberAddress | undefined> =>
  findStoredAddress(q, memberId, id);

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
    const region = await findArea(db, countyId);
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

  return {
    async regions(parentId: number): Promise<Region[]> {
      return listRegions(db, parentId);
    },

    async list(memberId: number): Promise<MemberAddress[]> {
      return listAddresses(db, memberId);
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
        await lockMember(q, memberId);
        const count = await countAddresses(q, memberId);
        if (count >= ADDRESS_LIMITS.perMember) throw ruleError('tradeAddressLimit', { max: ADDRESS_LIMITS.perMember });
        const def = count === 0 ? 1 : input.def_addr;
        if (def === 1) await clearDefaultAddress(q, memberId);
        const id = await insertAddress(q, memberId, { ...input, def_addr: def }, now());
        const created = await findAddress(q, memberId, id);
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
        if (def === 1) await clearDefaultAddress(q, memberId, id);
        await updateAddress(q, memberId, id, { ...input, def_addr: def });
        return (await findAddress(q, memberId, id)) ?? current;
      });
    },

    /** Deletes an address; if it was the default, the newest remaining one becomes the default. */
    async remove(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        const removed = await deleteAddress(q, memberId, id);
        if (!removed) throw new ApiError('not_found', 'tradeAddressMissing');
        if (removed.def_addr === 1) await defaultNewestAddress(q, memberId);
        await forgetCheckoutAddress(q, memberId, id);
      });
    },

    async makeDefault(memberId: number, id: number): Promise<void> {
      await db.tx(async (q) => {
        if (!(await findAddress(q, memberId, id))) throw new ApiError('not_found', 'tradeAddressMissing');
        await setDefaultAddress(q, memberId, id);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
