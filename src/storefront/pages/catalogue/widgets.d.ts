// The product-detail widget as a JSX element of the catalogue pages (attributes are its props).
import type { HTMLAttributes } from 'preact';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'vitrina-product-detail': HTMLAttributes<HTMLElement> & { 'goods-id'?: string };
    }
  }
}
