// Moved to core (the checkout widget adopts its sheets the same way); the storefront's pages import it from here still.
export { useSheet } from '../../core/ui/use-sheet';
