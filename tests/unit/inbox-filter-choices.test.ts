import { describe, expect, it } from "vitest";
import { filterChoicesFor } from "~/lib/console/inbox-query";

describe("the inbox's filters for each role", () => {
  it("offer a hiring-only account the hiring stages and positions, and no enquiry filters", () => {
    const offered = filterChoicesFor(["application"]);
    expect(offered.kinds).toEqual([]);
    expect(offered.statuses).toEqual(["new", "shortlisted", "interview", "offer", "hired", "rejected", "spam"]);
    expect(offered).toMatchObject({ services: false, positions: true });
  });

  it("offer sales the enquiry statuses and services, and no positions", () => {
    const offered = filterChoicesFor(["enquiry"]);
    expect(offered.statuses).toEqual(["new", "contacted", "qualified", "won", "lost", "spam"]);
    expect(offered).toMatchObject({ kinds: [], services: true, positions: false });
  });

  it("offer an owner both kinds, every status once, and the chosen kind's alone once one is chosen", () => {
    const all = filterChoicesFor(["enquiry", "application"]);
    expect(all.kinds).toEqual(["enquiry", "application"]);
    expect(all.statuses).toEqual(["new", "contacted", "qualified", "won", "lost", "spam", "shortlisted", "interview", "offer", "hired", "rejected"]);
    expect(filterChoicesFor(["enquiry", "application"], "application").statuses).not.toContain("qualified");
    // A kind in the address that the person may not read changes nothing they are offered.
    expect(filterChoicesFor(["application"], "enquiry").statuses).toContain("shortlisted");
  });
});
