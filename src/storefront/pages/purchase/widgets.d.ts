// The widget the add page embeds, as a JSX element (attributes are its props, all strings).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-purchase-form': HTMLAttributes<HTMLElement> & { 'cancel-label'?: string };
    }
  }
}
