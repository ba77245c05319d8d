import { map } from 'nanostores';

export type Mode = 'embedded' | 'full';

export interface Config {
  /** Buyer API base, e.g. https://shop.example/api */
  api: string;
  /** Where the full storefront lives; embedded widgets navigate there by default. */
  storefrontUrl: string;
  /** Seller API base, for seller-side snapshots. */
  sellerApi: string;
  /** The SDK's own folder (chunks and dictionaries are fetched from here). */
  base: string;
  mode: Mode;
  /**
   * Where "log in" leads on a partner page (core/login-entry.ts): `inline` opens vitrina-login there,
   * `redirect` (the script tag's `data-login="redirect"`) goes to the marketplace's login page.
   */
  login?: string;
}

export const $config = map<Config>({
  api: '/api',
  storefrontUrl: '/',
  sellerApi: '/api/seller',
  base: '/sdk/',
  mode: 'embedded',
});

/** Absolute storefront URL for a path like `/search?keyword=x`. */
export function storefrontHref(path: string): string {
  return new URL(path.replace(/^\//, ''), new URL($config.get().storefrontUrl, location.href)).href;
}
