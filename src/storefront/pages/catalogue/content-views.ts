import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the catalogue's "content" part (see views.ts). */
export const contentViews: Record<string, ComponentType<PageProps>> = {};
