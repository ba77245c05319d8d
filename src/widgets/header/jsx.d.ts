// The widgets the header embeds, as JSX elements (attributes are their props, all strings). Each is
// the element the loader (or the full storefront) defines, so it keeps its own chunk, shadow root
// and strings, and the header stays out of their internals.
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-search': HTMLAttributes<HTMLElement> & { keyword?: string; placeholder?: string };
      'vitrina-mini-cart': HTMLAttributes<HTMLElement>;
    }
  }
}
