// The widgets the buying routes embed, as JSX elements (attributes are their props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-cart': HTMLAttributes<HTMLElement>;
      'vitrina-checkout': HTMLAttributes<HTMLElement> & {
        step?: string;
        sn?: string;
        kind?: string;
        way?: string;
        bill?: string;
        status?: string;
        invoice?: string;
      };
    }
  }
}
