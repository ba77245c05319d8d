import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the catalogue stream; pages load lazily through `lazyPage`. */
export const catalogueViews: Record<string, ComponentType<PageProps>> = {};
