// `import '@vitrina/sdk/jsx-preact'` (or list it in tsconfig `types`): every `vitrina-*` element in
// Preact's JSX with its attributes.
import type { HTMLAttributes } from 'preact';
import type { VitrinaWidgetAttributes, VitrinaWidgetName } from './generated.js';

export type VitrinaPreactElements = {
  [N in VitrinaWidgetName as `vitrina-${N}`]: HTMLAttributes<HTMLElement> & VitrinaWidgetAttributes[N];
};

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends VitrinaPreactElements {}
  }
}
