// Preact's `hydrate`, without its bytes in the shared runtime every partner page loads (issue 18 §4:
// nothing of the server-drawn pages may add to a partner page). `hydrate` is a function of preact's
// core module, which lives in the runtime chunk: importing it anywhere puts it there (+37 B gzip),
// and so would importing preact's own `render` beside compat's (one more export, 4 B). What
// `hydrate` does is mark the tree's root as hydrating and render: the mark is the vnode's flags
// field (`_flags`, published as `__u`, the name preact's own compat, hooks and render-to-string
// share) and its MODE_HYDRATE bit (preact/src/constants.js). Compat's `render` empties a root it
// has not rendered into yet (as React does), which it tells by the root's `_children` (published
// as `__k`) being unset: the drawn root is marked as rendered into, so its nodes stay to be adopted.
// The storefront's hydration tests (a drawn heading is the same node once the client ran) fail if
// a preact release moves any of these.
import type { ReactNode } from 'react';
import { render } from 'react-dom';

const MODE_HYDRATE = 1 << 5;

/** Renders `vnode` into `root` adopting the nodes already there (a declarative shadow root's), as `hydrate` does. */
export function hydrate(vnode: ReactNode, root: Element | ShadowRoot): void {
  if (vnode && typeof vnode === 'object') (vnode as { __u: number }).__u |= MODE_HYDRATE;
  (root as { __k?: unknown }).__k ??= 0;
  render(vnode, root);
}
