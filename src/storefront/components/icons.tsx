// Moved to core/ui (the header widget draws the same icons); the storefront's pages import them from here still.
export { Icon, type IconName } from '../../core/ui/icons';
