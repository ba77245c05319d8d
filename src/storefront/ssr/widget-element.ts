// widget-element.ts as the server-side render sees it (scripts/ssr-build.mjs puts this module in
// its place): there are no custom elements on the server, so defining one keeps its loader, and a
// page's render draws the widget's shadow root into the HTML with it (render.tsx).
import type { WidgetDef } from '../../core/runtime/widget';

type Load = () => Promise<{ default: WidgetDef }>;

const loaders = new Map<string, Load>();

export function defineWidgetElement(tag: string, load: Load): void {
  loaders.set(tag, load);
}

export const widgetLoader = (tag: string): Load | undefined => loaders.get(tag);
