import { describe, expect, it } from "vitest";
import { pageNumbers } from "~/lib/blog/list-query";

describe("pagination", () => {
  it("shows first, last and current ±2 with gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 8, 9, 10]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
