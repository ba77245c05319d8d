// The checkout widget, as the checkout routes embed it (attributes are its props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-checkout': HTMLAttributes<HTMLElement> & {
        step?: string;
        sn?: string;
        kind?: string;
        way?: string;
        bill?: string;
        status?: string;
      };
    }
  }
}
