import type { AddressInfo } from 'node:net';
import { StartupError } from '../startup-error';

/**
 * The base of every absolute URL the server hands out (images, the payment gateway's return and
 * notify URLs, the chat SSO link): `PUBLIC_URL`, or in development the address it listens on.
 * Never the request's `Host` or `X-Forwarded-*`: those are the caller's to choose, and a forged
 * one made the server sign a notify URL pointing anywhere and then POST to it (issue 9).
 */

/**
 * `PUBLIC_URL` checked and reduced to its origin: http(s), and nothing after the host but an
 * optional `/`, since the server answers at the root of its origin (`/api`, `/sdk`, `/uploads`).
 */
export function parsePublicUrl(value: string, name = 'PUBLIC_URL'): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new StartupError(
      `${name} must be the origin buyers open this server at, like https://shop.example or http://localhost:8080, with no path (got "${value}")`,
    );
  }
  return url.origin;
}

/** Where a listening socket is, as a URL a browser on this machine opens (`0.0.0.0` and `::` read as localhost). */
export function listeningUrl(address: AddressInfo | string | null, host?: string): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const name =
    host && host !== '0.0.0.0' && host !== '::'
      ? host
      : address.address === '0.0.0.0' || address.address === '::'
        ? 'localhost'
        : address.address;
  return `http://${name.includes(':') ? `[${name}]` : name}:${address.port}`;
}

/** Tests that inject into an app that never listens still get absolute URLs, on a harmless origin. */
export const DEFAULT_PUBLIC_URL = 'http://localhost';
