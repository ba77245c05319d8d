import type { ComponentType } from 'react';
import type { PageProps } from '../../types';

/** Route name → page of the account stream; pages load lazily through `lazyPage`. */
export const accountViews: Record<string, ComponentType<PageProps>> = {};
