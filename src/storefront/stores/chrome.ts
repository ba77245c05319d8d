// What the default layout's chrome shows around every page: categories, configurable nav links and
// the customer-service phone. Kept out of core so partner pages never download it.
import { atom } from 'nanostores';
import { fetchCategories, fetchNav, fetchNoticePhone } from '../../core/api/chrome';
import { devWarn } from '../../core/dev';
import { createResource } from '../lib/resource';

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
