// The widget the cart route embeds, as a JSX element (it takes no attributes).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-cart': HTMLAttributes<HTMLElement>;
    }
  }
}
