import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** RFC 6052's well-known NAT64 prefix: the last 32 bits are the IPv4 address reached. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

/** The IPv4 address held in 32 bits of an IPv6 address, from its 16-bit part `at`; `flip` undoes Teredo's obfuscation. */
function v4At(address: IPv6, at: number, flip = false): IPv4 {
  const bits = [address.parts[at], address.parts[at + 1]].map((part) => (flip ? ~part & 0xffff : part));
  return new ipaddr.IPv4([bits[0] >> 8, bits[0] & 0xff, bits[1] >> 8, bits[1] & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address leads to when it is a translation or tunnel form, so each
 * is checked as an IPv4 address; `null` when it is none of them.
 */
function embeddedV4(address: IPv6): IPv4[] | null {
  switch (address.range() as string) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
      return [v4At(address, 6)];
    case "rfc6052": // 64:ff9b::a.b.c.d; the local-use 64:ff9b:1::/48 embeds at a prefix only its network knows: refused
      return address.match(NAT64_WELL_KNOWN) ? [v4At(address, 6)] : [];
    case "6to4": // 2002:aabb:ccdd::
      return [v4At(address, 1)];
    case "teredo": // 2001:0:<server>:<flags>:<port>:<client, inverted>
      return [v4At(address, 2), v4At(address, 6, true)];
    default:
      return null;
  }
}

/**
 * Whether the server may connect to this address on a user's behalf: only public unicast
 * (ipaddr.js's "unicast" range, and for IPv6 inside 2000::/3, which leaves out the deprecated
 * site-local fec0::/10 and every unassigned block). Loopback, private, link-local, carrier-grade
 * NAT, benchmarking, documentation, reserved, multicast and unspecified addresses are refused,
 * and so are IPv6 spellings of any such IPv4 address (mapped, NAT64, 6to4, Teredo).
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv4") return (parsed as IPv4).range() === "unicast";
  const address = parsed as IPv6;
  const inner = embeddedV4(address);
  if (inner) return inner.length > 0 && inner.every((v4) => v4.range() === "unicast");
  return address.range() === "unicast" && address.match(GLOBAL_UNICAST_V6);
}
