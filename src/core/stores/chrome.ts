// What the store's chrome shows around every page: categories, configurable nav links and the
// customer-service phone. Read by the header widget and the full storefront's pages; no module of
// the runtime imports it, so a partner page without the header never downloads it.
import { atom } from 'nanostores';
import { fetchCategories, fetchNav, fetchNoticePhone } from '../api/chrome';
import { devWarn } from '../dev';
import { createResource } from '../resource';

export const categories = createResource(fetchCategories);
export const navLinks = createResource(fetchNav);

export const $phone = atom('');
let phoneAsked = false;

/** Spec §8: a failed customer-phone load leaves it empty. */
export function loadPhone(): void {
  if (phoneAsked) return;
  phoneAsked = true;
  fetchNoticePhone().then(
    (phone) => $phone.set(phone.trim()),
    (error: unknown) => {
      phoneAsked = false;
      devWarn('customer-service phone not loaded', error);
    },
  );
}
