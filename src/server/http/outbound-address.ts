import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from './errors';

/**
 * The addresses a server-side request (Load case law's downloads, a firm's identity provider) must not reach unless
 * the operator allows it: this host, private networks, and every special-purpose range of RFC 6890 (IANA's
 * special-purpose registries), so that a URL a user types cannot make the server call its own network.
 */
const SPECIAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) SPECIAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // Unspecified, loopback and the deprecated IPv4-compatible form (::a.b.c.d, RFC 4291 §2.5.5.1): all of ::/96.
  ['::', 96],
  // NAT64: the well-known prefix (RFC 6052) and the local-use one (RFC 8215) reach IPv4 through a translator.
  ['64:ff9b::', 96], ['64:ff9b:1::', 48],
  ['100::', 64], // discard-only (RFC 6666)
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID (RFC 2928, 4380, 5180, 7343)
  ['2001:db8::', 32], ['3fff::', 20], // documentation (RFC 3849, 9637)
  ['2002::', 16], // 6to4 (RFC 3056): embeds an IPv4 address
  ['5f00::', 16], // SRv6 SIDs (RFC 9602)
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], // unique local, link-local, site-local, multicast
] as const) SPECIAL.addSubnet(net, bits, 'ipv6');

/**
 * Public IPv6 addresses all lie in 2000::/3, the only block IANA's IPv6 address space registry gives to global
 * unicast; everything outside it is special-purpose or not assigned at all, and ranges added to the special-purpose
 * registry later outside it are refused without another change here.
 */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d), in the hexadecimal form the URL parser gives it. */
const MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** The IPv6 address in its canonical form (what WHATWG URL parsing gives), so every spelling is checked alike. */
const canonicalIpv6 = (address: string) => new URL(`http://[${address}]`).hostname.replace(/^\[|\]$/g, '');

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return SPECIAL.check(address, 'ipv4');
  if (isIP(address) !== 6) return true;
  const canonical = canonicalIpv6(address.replace(/%.*$/, ''));
  const mapped = MAPPED.exec(canonical);
  if (mapped) {
    const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return SPECIAL.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return SPECIAL.check(canonical, 'ipv6') || !GLOBAL_UNICAST.check(canonical, 'ipv6');
}

const refusal = (host: string) => new AppError('invalid-argument', `${host} is a private or local address, which this server does not connect to.`);

/** Refuses a URL that is not http(s) or whose host resolves to a private, loopback or special-purpose address. */
export async function checkOutboundUrl(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('invalid-argument', 'Only http and https addresses can be reached.');
  }
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new AppError('invalid-argument', `The host ${host} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw refusal(host);
}

/**
 * The lookup a guarded socket connects with: it connects only to addresses that pass the check, so a name that
 * resolves differently a second time (DNS rebinding) cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address)))) {
        return callback(refusal(hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
