// Moved to core (the purchase form widget names categories too); the storefront's pages import it from here still.
export { categoryName } from '../../core/category-name';
