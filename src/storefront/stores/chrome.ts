// Moved to core (the header widget shows the same categories, nav links and phone); the storefront's pages import it from here still.
export { $phone, categories, loadPhone, navLinks } from '../../core/stores/chrome';
