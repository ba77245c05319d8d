export { init, mount, unmount, command } from './runtime.js';
export default { name: 'mini-cart' };
