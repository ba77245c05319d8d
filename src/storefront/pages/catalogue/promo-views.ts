import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the catalogue's "promo" part (see views.ts). */
export const promoViews: Record<string, ComponentType<PageProps>> = {};
