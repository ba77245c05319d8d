import type { Way } from '../api/cart';

export type CartStep = 'cart' | 'order' | 'submitted';
export const CART_STEPS: readonly CartStep[] = ['cart', 'order', 'submitted'];

/** Spec §2: three steps; "my cart" is hidden when buying now (the cart was skipped). */
export const cartSteps = (way: Way | undefined): CartStep[] => (way === 'BUY_NOW' ? CART_STEPS.slice(1) : [...CART_STEPS]);

export const parseWay = (value: string | undefined): Way => (value === 'BUY_NOW' ? 'BUY_NOW' : 'CART');
