import { describe, expect, it } from "vitest";
import { createFormLimiter, consumeFrom, FORM_RATE_LIMIT } from "~/lib/forms/rate-limit.server";
import { addressKey } from "../../contract/address-key";

describe("the address a limit counts (contract/address-key.ts)", () => {
  it("is an IPv4 address itself, an IPv6 address's /64, and an IPv4-mapped address's IPv4 address", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::9")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("::ffff:c000:201")).toBe("192.0.2.1");
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("not an address")).toBe("not an address");
  });

  it("gives the site's form limit one allowance for 30 addresses of one /64", async () => {
    const limiter = createFormLimiter("contact", null);
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => consumeFrom(limiter, `2001:db8:9:9:${i.toString(16)}::1`)));
    expect(waits.filter((wait) => wait === null)).toHaveLength(FORM_RATE_LIMIT.points);
    expect(waits.filter((wait) => wait !== null)).toHaveLength(30 - FORM_RATE_LIMIT.points);
    expect(await consumeFrom(limiter, "2001:db8:9:a::1")).toBeNull();
  });
});
