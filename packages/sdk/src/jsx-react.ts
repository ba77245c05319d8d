// `import '@vitrina/sdk/jsx-react'` (or list it in tsconfig `types`): every `vitrina-*` element in
// React's JSX with its attributes, for React 19 (which passes them to the element as attributes).
// Event listeners: @vitrina/react's components, or `addEventListener` on a ref (typed by the SDK).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { VitrinaWidgetAttributes, VitrinaWidgetName } from './generated.js';

export type VitrinaReactElements = {
  [N in VitrinaWidgetName as `vitrina-${N}`]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & VitrinaWidgetAttributes[N];
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends VitrinaReactElements {}
  }
}
