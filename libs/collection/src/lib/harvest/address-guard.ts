import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether `address` (an IP literal) is a public unicast address, which a harvest may
 * connect to. The special-purpose ranges are ipaddr.js's classification (kept with the
 * IANA registries): an IPv4 address must be plain `unicast` — not loopback, private,
 * link-local (cloud metadata services live at 169.254.169.254), carrier-grade NAT,
 * multicast, reserved, documentation, 6to4 relay or anycast service ranges; an IPv6 one
 * must be global unicast (2000::/3) outside every special range — so neither NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48), IPv4-translated (::ffff:0:0:0/96),
 * IPv4-compatible (::/96), 6to4 (2002::/16) nor Teredo (2001::/32), each of which can
 * carry an internal IPv4 address on a network that translates it. An IPv4-mapped address
 * (::ffff:10.0.0.1) is checked as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  // A literal as DNS and URLs write it (isIP); ipaddr.js would also read "127.1".
  if (isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
  }
  return parsed.range() === 'unicast';
}

/** IPv6 global unicast, 2000::/3: the rest of the space is reserved or local. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** Thrown (as a lookup error) when a host resolves to an address the harvest refuses. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private or reserved address; refused`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connection time, after
 * DNS resolution: a name that resolves to a private address is refused whatever it is
 * called, and since the check happens on the address actually connected to, a second
 * resolution cannot swap in another one (DNS rebinding). Every address of the name must
 * be public.
 */
export function guardedLookup(
  hostname: string,
  options: LookupOneOptions & { all?: boolean },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
    if (blocked) return callback(new BlockedAddressError(hostname, blocked.address), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
