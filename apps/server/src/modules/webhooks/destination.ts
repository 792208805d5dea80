import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config.ts';

export type DestinationRules = Pick<Config, 'NODE_ENV' | 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES'>;

/**
 * Addresses no webhook is sent to unless the operator allows them (WEBHOOK_ALLOW_PRIVATE_ADDRESSES): this network,
 * private (RFC 1918, unique local), carrier-grade NAT, loopback, link-local (the cloud metadata service at
 * 169.254.169.254), documentation, benchmarking, multicast and reserved ranges. IPv4-mapped IPv6 addresses
 * (`::ffff:10.0.0.1`) are checked against the IPv4 rules by BlockList itself; NAT64 (64:ff9b::/96) is refused whole.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook may not reach without the operator's leave. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type DestinationProblem = 'urlInvalid' | 'httpsOnly' | 'privateAddress' | 'notFound';

/** The URL's host as an address when it is one (brackets of IPv6 dropped), else null. */
const literalAddress = (hostname: string) => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
};

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Where an endpoint may be (checked when it is saved): https in production, and a host whose every address is public
 * (all of them: a name with one public and one private address would let the private one be reached). The operator's
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES lifts both. Delivery checks the addresses again as it connects (`guardedLookup`),
 * since a name may resolve elsewhere by then (DNS rebinding).
 */
export async function destinationProblem(rules: DestinationRules, url: string, resolve: Resolver = systemResolver): Promise<DestinationProblem | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'urlInvalid'; // e.g. a port past 65535, or brackets that hold no IPv6 address
  }
  if (rules.WEBHOOK_ALLOW_PRIVATE_ADDRESSES) return null;
  if (target.protocol !== 'https:' && rules.NODE_ENV === 'production') return 'httpsOnly';
  const literal = literalAddress(target.hostname);
  if (literal) return isPrivateAddress(literal) ? 'privateAddress' : null;
  let addresses: { address: string }[];
  try {
    addresses = await resolve(target.hostname);
  } catch {
    return 'notFound';
  }
  if (addresses.length === 0) return 'notFound';
  return addresses.some(({ address }) => isPrivateAddress(address)) ? 'privateAddress' : null;
}

export class RefusedAddressError extends Error {
  constructor() {
    super('refused address');
  }
}

/**
 * The DNS lookup a delivery's socket connects with: the name is resolved once, every address checked, and the socket
 * connects only to those checked addresses, so no second resolution can slip in a private one.
 */
export function guardedLookup(rules: DestinationRules, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = typeof options === 'object' && options.family ? options.family : 0;
        const usable = found.filter((entry) => family === 0 || entry.family === family);
        if (usable.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        if (!rules.WEBHOOK_ALLOW_PRIVATE_ADDRESSES && usable.some(({ address }) => isPrivateAddress(address))) {
          return callback(new RefusedAddressError(), '', 0);
        }
        if (typeof options === 'object' && options.all) {
          (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** A literal address in the URL is never looked up, so it is checked here before connecting. */
export function literalRefused(rules: DestinationRules, url: URL): boolean {
  if (rules.WEBHOOK_ALLOW_PRIVATE_ADDRESSES) return false;
  const literal = literalAddress(url.hostname);
  return literal !== null && isPrivateAddress(literal);
}

/** https only in production unless the operator allows private addresses (an own receiver on plain http). */
export const schemeRefused = (rules: DestinationRules, url: URL) =>
  !rules.WEBHOOK_ALLOW_PRIVATE_ADDRESSES && rules.NODE_ENV === 'production' && url.protocol !== 'https:';
