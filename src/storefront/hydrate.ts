// Preact's `hydrate`, without its bytes in the shared runtime every partner page loads (issue 18 §4:
// nothing of the server-drawn pages may add to a partner page). `hydrate` is a function of preact's
// core module, which lives in the runtime chunk: importing it anywhere puts it there (+37 B gzip).
// What it does is mark the tree's root as hydrating and render: the mark is the vnode's flags field
// (`_flags`, published as `__u`, the name preact's own compat, hooks and render-to-string share)
// and its MODE_HYDRATE bit (preact/src/constants.js). The storefront's hydration tests (a drawn
// heading is the same node once the client ran) fail if a preact release moves either.
import { type ComponentChild, render } from 'preact';

const MODE_HYDRATE = 1 << 5;

/** Renders `vnode` into `root` adopting the nodes already there (a declarative shadow root's), as `hydrate` does. */
export function hydrate(vnode: ComponentChild, root: Element | ShadowRoot): void {
  if (vnode && typeof vnode === 'object') (vnode as { __u: number }).__u |= MODE_HYDRATE;
  render(vnode, root);
}
