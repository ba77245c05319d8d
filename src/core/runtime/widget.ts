import type { ComponentType } from 'react';
import type { DictLoaders } from '../locale';

/** Props arrive from attributes (strings) or from the JS API. */
export type Props = Record<string, string>;

/** What a widget chunk exports by default. */
export interface WidgetDef {
  name: string;
  Component: ComponentType<Props>;
  /** Widget CSS, adopted as a constructable stylesheet beside the base sheet. */
  css: string;
  /** The widget's own strings, one chunk per locale. */
  strings?: DictLoaders;
}

/**
 * A widget's component declares the props it reads; every one of them is optional and a string,
 * because attributes are strings. The cast is the one place that erases the component's own type.
 */
export const defineWidget = <P extends { [K in keyof P]?: string }>(
  def: Omit<WidgetDef, 'Component'> & { Component: ComponentType<P> },
): WidgetDef => def as unknown as WidgetDef;
