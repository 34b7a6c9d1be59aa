import { describe, expect, it } from "vitest";
import { postStatus } from "../../contract/posts";

describe("postStatus", () => {
  const now = new Date("2026-11-23T10:00:00Z");

  it("calls an unpublished post a draft, whatever its time", () => {
    expect(postStatus(false, null, now)).toBe("draft");
    expect(postStatus(false, new Date("2030-01-01T00:00:00Z"), now)).toBe("draft");
  });

  it("calls a published post with a later time scheduled, and one whose time has come published", () => {
    expect(postStatus(true, new Date("2026-11-23T10:00:01Z"), now)).toBe("scheduled");
    expect(postStatus(true, new Date("2026-11-23T10:00:00Z"), now)).toBe("published");
    expect(postStatus(true, new Date("2020-01-01T00:00:00Z"), now)).toBe("published");
    expect(postStatus(true, null, now)).toBe("published");
  });
});
