export { init, mount, unmount, command } from './runtime.js';
