import type { ComponentType } from 'react';
import { loadStrings, type DictLoaders } from '../../core/locale';
import { ErrorState } from '../../core/ui/states';
import type { PageProps } from '../types';
import { useAsync } from '../../core/ui/use-async';

/**
 * A page whose code (and strings) load when it is first visited, so the first page of the
 * storefront stays within its byte budget however many pages there are. A failed load shows the
 * error state with a retry.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>, strings?: DictLoaders): ComponentType<PageProps> {
  let loaded: ComponentType<PageProps> | undefined;
  const fetchPage = async () => {
    const [mod] = await Promise.all([load(), strings && loadStrings(strings)]);
    loaded = mod.default;
    return mod.default;
  };
  return function LazyPage(props: PageProps) {
    const { state, retry } = useAsync(() => (loaded ? Promise.resolve(loaded) : fetchPage()), []);
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready') return <div class="wrap page" aria-busy="true" />;
    const Page = state.data;
    return <Page {...props} />;
  };
}
