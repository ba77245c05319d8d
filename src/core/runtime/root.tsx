import { $site } from '../stores/site';
import { $strings } from '../locale';
import { HostContext } from '../ui/host';
import { useStore } from '../ui/use-store';
import type { Props, WidgetDef } from './widget';

/** Every widget renders inside this: its host in context, nothing while the site is closed. */
export function Root({ def, host, props }: { def: WidgetDef; host: HTMLElement; props: Props }) {
  const site = useStore($site);
  useStore($strings);
  // Spec §4: siteon 0. Embedded widgets go quietly closed instead of redirecting the host page.
  if (site.status === 'closed') return null;
  const { Component } = def;
  return (
    <HostContext.Provider value={host}>
      <Component {...props} />
    </HostContext.Provider>
  );
}
