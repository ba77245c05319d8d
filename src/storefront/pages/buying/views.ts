import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the buying stream (cart, checkout, orders); pages load lazily through `lazyPage`. */
export const buyingViews: Record<string, ComponentType<PageProps>> = {};
