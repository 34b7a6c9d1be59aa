import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../api/outbound/addresses";
import { urlRefusal } from "../../api/outbound/policy";
import { webhookUrlProblem } from "../../api/webhooks/url-check";

const PRODUCTION = { allowPrivate: false };
const DEVELOPMENT = { allowPrivate: true };
const PUBLIC_ONLY = "A webhook URL must be a public address, not a local or private network one";

describe("the outbound policy on a URL as written (the save-time check)", () => {
  it.each([
    // IPv4-mapped IPv6, in hex and in dotted spelling, and the IPv4-translated form.
    "https://[::ffff:7f00:1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:a9fe:a9fe]/latest/meta-data/",
    "https://[::ffff:169.254.169.254]/",
    "https://[::ffff:10.0.0.1]/",
    "https://[::ffff:0:7f00:1]/",
    // NAT64 (RFC 6052 well-known prefix; the local-use 64:ff9b:1::/48), 6to4 and Teredo around a loopback address.
    "https://[64:ff9b::7f00:1]/",
    "https://[64:ff9b::a9fe:a9fe]/",
    "https://[64:ff9b:1::808:808]/",
    "https://[2002:7f00:1::1]/",
    "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
    // Carrier-grade NAT, benchmarking, documentation, reserved, multicast, broadcast.
    "https://100.64.0.1/",
    "https://100.127.255.254/",
    "https://198.18.0.1/",
    "https://198.19.255.254/",
    "https://192.0.2.10/",
    "https://240.0.0.1/",
    "https://224.0.0.251/",
    "https://255.255.255.255/",
    "https://[2001:db8::1]/",
    "https://[ff02::1]/",
    // Site-local (deprecated, fec0::/10), unique local, link-local, loopback, unspecified.
    "https://[fec0::1]/",
    "https://[feff::1]/",
    "https://[fd12:3456::1]/",
    "https://[fe80::1]/",
    "https://[::1]/",
    "https://0.0.0.0/",
    "https://[::]/",
    // IPv4 in decimal, hex, octal and short spellings, which the WHATWG URL parser writes as 127.0.0.1.
    "https://2130706433/",
    "https://0x7f.1/",
    "https://0x7f000001/",
    "https://0177.0.0.1/",
    "https://127.1/",
    // Local names, with and without the trailing dot of a fully qualified name.
    "https://localhost./",
    "https://LOCALHOST/",
    "https://api.localhost/",
    "https://metadata.google.internal./computeMetadata/v1/",
    "https://metadata.google.internal/",
    "https://printer.local./",
    "https://nas.home.arpa/",
  ])("refuses %s with a clear message", (url) => {
    expect(webhookUrlProblem(url, PRODUCTION)).toBe(PUBLIC_ONLY);
  });

  it.each([
    ["https://intranet/", "A webhook URL must name a public host"],
    ["https://intranet./", "A webhook URL must name a public host"],
    ["https://hooks.example.com:8443/", "A webhook URL must use the standard https port (443): leave the port out"],
    ["https://hooks.example.com:80/", "A webhook URL must use the standard https port (443): leave the port out"],
    ["http://hooks.example.com/", "A webhook URL must start with https://"],
    ["ftp://hooks.example.com/", "A webhook URL must start with https://"],
    ["https://user:pass@hooks.example.com/", "A webhook URL must not carry a user name or password"],
  ])("refuses %s: %s", (url, message) => {
    expect(webhookUrlProblem(url, PRODUCTION)).toBe(message);
  });

  it.each([
    "https://hooks.example.com/x",
    "https://hooks.example.com:443/x",
    "https://hooks.example.com./x",
    "https://93.184.215.14/",
    "https://[2606:4700:4700::1111]/",
    "https://[::ffff:93.184.215.14]/",
    "https://[64:ff9b::808:808]/",
  ])("accepts the public %s", (url) => {
    expect(webhookUrlProblem(url, PRODUCTION)).toBeNull();
  });

  it("lets development reach its own machine, on any port, over http", () => {
    expect(webhookUrlProblem("http://127.0.0.1:4000/hooks", DEVELOPMENT)).toBeNull();
    expect(webhookUrlProblem("http://localhost:4000/hooks", DEVELOPMENT)).toBeNull();
    // Never another scheme or credentials, even there.
    expect(urlRefusal(new URL("file:///etc/passwd"), DEVELOPMENT)).toBe("scheme");
    expect(urlRefusal(new URL("http://a:b@127.0.0.1/"), DEVELOPMENT)).toBe("credentials");
  });

  it("takes http on port 80 only, for a caller that allows http", () => {
    expect(urlRefusal(new URL("http://feeds.example.com/cal.ics"), PRODUCTION)).toBeNull();
    expect(urlRefusal(new URL("http://feeds.example.com:8080/cal.ics"), PRODUCTION)).toBe("port");
    expect(urlRefusal(new URL("http://feeds.example.com:443/cal.ics"), PRODUCTION)).toBe("port");
  });
});

describe("the outbound policy on each address a name resolves to (the connection-time check)", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "198.18.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::7f00:1",
    "64:ff9b::7f00:1",
    "64:ff9b::a00:1",
    "64:ff9b:1::a00:1",
    "2002:a00:1::",
    "2002:c0a8:101::1",
    "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "2001:0:a00:1:8000:63bf:f7f7:f7f7",
    "fec0::1",
    "fc00::1",
    "fe80::1%eth0",
    "ff02::1",
    "2001:db8::1",
    "100::1",
    "4000::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1", "2001:0:4136:e378:8000:63bf:f7f7:f7f7"])(
    "accepts the public %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
