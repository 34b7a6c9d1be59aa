import ipaddr from "ipaddr.js";

/**
 * How much of an IPv6 address names one subscriber: a home or an office is given at least a
 * /64 (RFC 6177), so one person can pick a new address from 2^64 for every request.
 */
const IPV6_NETWORK_BITS = 64;

/**
 * What a per-address limit counts: an IPv4 address as itself, an IPv6 address by its /64
 * ("2001:db8:1:2::/64"), an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket
 * reports IPv4 peers) as its IPv4 address. No address counts as "unknown"; anything that is not
 * an address is kept as given.
 */
export function addressKey(address: string | null | undefined): string {
  if (!address) return "unknown";
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.map((part, index) => (index * 16 < IPV6_NETWORK_BITS ? part : 0));
  return `${new ipaddr.IPv6(parts).toRFC5952String()}/${IPV6_NETWORK_BITS}`;
}
