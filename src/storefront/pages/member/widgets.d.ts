// The member centre widget as a JSX element (attributes are its props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-member-centre': HTMLAttributes<HTMLElement> & { page?: string; item?: string; path?: string };
    }
  }
}
