import { isIP } from 'node:net';
import { StartupError } from '../startup-error';

/**
 * Which peers may tell us the client's address (`X-Forwarded-For`), from TRUST_PROXY: off (the
 * default: the peer's own address is the client's, so a forged header changes nothing), a hop
 * count (`1`: the load balancer in front of us), or a list of addresses and CIDR ranges of the
 * proxies (`10.0.0.0/8, 127.0.0.1`; also `loopback`, `linklocal`, `uniquelocal`). Every per-IP
 * limit reads `request.ip`, which Fastify works out from this. `true` (trust any peer) is refused:
 * anyone reaching the server directly could then pick the address they are throttled under.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 0 && hops <= 16) return hops;
  } else {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.filter((entry) => !validEntry(entry));
    if (entries.length > 0 && bad.length === 0) return entries;
    if (bad.length > 0)
      throw new StartupError(`TRUST_PROXY: ${bad.map((b) => JSON.stringify(b)).join(', ')} is no address, CIDR range or hop count`);
  }
  throw new StartupError(
    `TRUST_PROXY=${JSON.stringify(text)}: give the proxies' addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), or the number of proxies in front (1–16); unset, nothing is trusted`,
  );
}

/** As Fastify takes it: a hop count is a function of the hop (its types have no number form). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
