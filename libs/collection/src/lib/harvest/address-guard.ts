import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Address ranges a harvest never connects to unless private hosts are allowed: loopback,
 * private networks, link-local (cloud metadata services live at 169.254.169.254),
 * carrier-grade NAT, multicast, reserved and documentation ranges, and their IPv6
 * counterparts. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked as IPv4.
 */
const BLOCKED = (() => {
  const list = new BlockList();
  const v4: Array<[string, number]> = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  const v6: Array<[string, number]> = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !BLOCKED.check(address, 'ipv6');
}

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
