// @vitrina/react: a React component per Vitrina widget. Load the SDK once (a script tag, or
// `loadVitrina` of @vitrina/sdk, re-exported here), then render the components anywhere.
export * from './components.js';
export { createVitrinaComponent, type VitrinaComponentProps, type VitrinaElementProps, type VitrinaEventProps } from './component.js';
export { loadVitrina, type LoadVitrinaOptions, type Vitrina } from '@vitrina/sdk';
