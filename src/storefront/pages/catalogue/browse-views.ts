import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the catalogue's "browse" part (see views.ts). */
export const browseViews: Record<string, ComponentType<PageProps>> = {};
