// The widgets the header embeds, as JSX elements (attributes are their props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-search': HTMLAttributes<HTMLElement> & { keyword?: string; placeholder?: string };
      'vitrina-mini-cart': HTMLAttributes<HTMLElement>;
    }
  }
}
