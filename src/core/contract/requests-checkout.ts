// Request shapes of checkout, as the client builds them before they are form-encoded. Read as
// types only by the client (`import type`), so they cost no bytes there.
import { enums, number, optional, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

/** `POST /buyer/members/address` and `PUT /buyer/members/address/{id}`. */
export const AddressForm = type({
  name: string(),
  mobile: string(),
  /** 1 Mexico (regions by id), 2 abroad (regions as text) */
  country: enums([1, 2]),
  province_id: optional(number()),
  city_id: optional(number()),
  county_id: optional(number()),
  province: optional(string()),
  city: optional(string()),
  county: optional(string()),
  addr: string(),
  zip: string(),
  def_addr: Flag,
});
export type AddressForm = Infer<typeof AddressForm>;
