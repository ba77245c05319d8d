import type { ComponentType } from 'react';
import { loadStrings, type DictLoaders, type Locale } from '../../core/locale';
import { ErrorState } from '../../core/ui/states';
import type { PageProps } from '../types';
import { useAsync } from '../../core/ui/use-async';

/** A lazily loaded page, and how to load it ahead of drawing it (a page the server drew is hydrated). */
export type LazyPage = ComponentType<PageProps> & { preload(locale?: Locale): Promise<unknown> };

/**
 * A page whose code (and strings) load when it is first visited, so the first page of the
 * storefront stays within its byte budget however many pages there are. A failed load shows the
 * error state with a retry. Once loaded, the page draws at once: the first render of a page the
 * server drew must be that page, not a placeholder.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>, strings?: DictLoaders): LazyPage {
  let loaded: ComponentType<PageProps> | undefined;
  const fetchPage = async (locale?: Locale) => {
    const [mod] = await Promise.all([load(), strings && loadStrings(strings, locale)]);
    loaded = mod.default;
    return mod.default;
  };
  function LazyPage(props: PageProps) {
    const { state, retry } = useAsync(() => (loaded ? Promise.resolve(loaded) : fetchPage()), []);
    const Page = loaded ?? (state.status === 'ready' ? state.data : undefined);
    if (Page) return <Page {...props} />;
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    return <div class="wrap page" aria-busy="true" />;
  }
  return Object.assign(LazyPage, { preload: fetchPage });
}
