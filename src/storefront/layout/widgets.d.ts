// The widget the footer embeds, as a JSX element (attributes are its props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-distributor-dialog': HTMLAttributes<HTMLElement> & { open?: string; trigger?: string };
    }
  }
}
