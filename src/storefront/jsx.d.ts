// The header widget as a JSX element of the layouts (attributes are its props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-header': HTMLAttributes<HTMLElement> & { parts?: string; keyword?: string; here?: string; 'logout-path'?: string };
    }
  }
}
