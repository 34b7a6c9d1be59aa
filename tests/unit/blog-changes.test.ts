import { describe, expect, it } from "vitest";
import { BlogChanges } from "../../server/blog-changes";

describe("blog changes", () => {
  it("tells every listener of each change", () => {
    const changes = new BlogChanges();
    const heard: string[] = [];
    changes.subscribe(() => heard.push("pages"));
    changes.subscribe(() => heard.push("index"));
    changes.announce();
    expect(heard).toEqual(["pages", "index"]);
  });

  it("tells a listener that joins late, once, that posts changed before it came", () => {
    const changes = new BlogChanges();
    let quiet = 0;
    changes.subscribe(() => (quiet += 1));
    expect(quiet).toBe(0);
    changes.announce();
    let late = 0;
    changes.subscribe(() => (late += 1));
    expect(late).toBe(1);
    changes.announce();
    expect([quiet, late]).toEqual([2, 2]);
  });

  it("stops telling a listener that left", () => {
    const changes = new BlogChanges();
    let heard = 0;
    const leave = changes.subscribe(() => (heard += 1));
    leave();
    changes.announce();
    expect(heard).toBe(0);
  });
});
