import { ADDRESS_LIMITS, type AddressForm } from '../../../../src/core/contract/requests-checkout';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError, validationError } from '../../http/errors';
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

export type { MemberAddress, Region };

/** The member's address `id`, or undefined when they have none such. */
export const findAddress = (q: Queryable, memberId: number, id: number): Promise<MemberAddress | undefined> =>
  findStoredAddress(q, memberId, id);

export function createAddressService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  /**
   * The address as stored: the schema read the form (contract AddressForm); an address in Mexico
   * needs an area of the region tree, and the upper levels the client also sends must agree with it.
   */
  async function resolve(form: AddressForm): Promise<AddressInput> {
    const { name, mobile, addr, zip, def_addr } = form;
    if ('province' in form) {
      const { province, city, county } = form;
      return { name, mobile, country: 2, addr, zip, def_addr, province_id: null, city_id: null, county_id: null, province, city, county };
    }
    const region = await findArea(db, form.county_id);
    if (!region) throw validationError('tradeRegionInvalid', { field: 'county_id' });
    for (const [field, expected] of [
      ['province_id', region.state_id],
      ['city_id', region.city_id],
    ] as const) {
      const sent = form[field];
      if (sent !== undefined && sent !== expected) throw validationError('tradeRegionInvalid', { field });
    }
    return {
      name,
      mobile,
      country: 1,
      addr,
      zip,
      def_addr,
      province_id: region.state_id,
      city_id: region.city_id,
      county_id: form.county_id,
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
    async add(memberId: number, form: AddressForm): Promise<MemberAddress> {
      const input = await resolve(form);
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

    async update(memberId: number, id: number, form: AddressForm): Promise<MemberAddress> {
      const input = await resolve(form);
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
