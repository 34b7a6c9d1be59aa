import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesce } from "../../app/lib/console/coalesce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the live inbox's reload (coalesce)", () => {
  it("reloads once for a burst of lead events, after the last of them", () => {
    const reload = vi.fn();
    const { trigger } = coalesce(reload, 400);
    for (let i = 0; i < 5; i += 1) {
      trigger();
      vi.advanceTimersByTime(100);
    }
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(1);
    trigger();
    vi.advanceTimersByTime(400);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload once cancelled (the page left)", () => {
    const reload = vi.fn();
    const { trigger, cancel } = coalesce(reload, 400);
    trigger();
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
