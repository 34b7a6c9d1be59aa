import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../../api/db/pglite";
import { takeOverFormerOutbox } from "../../../server/outbox/former-folder";
import { Outbox } from "../../../server/outbox/outbox";

const dataDir = mkdtempSync(path.join(tmpdir(), "former-outbox-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const enquiry = (key: string) =>
  ({
    kind: "enquiry",
    idempotencyKey: key,
    payload: {
      body: {
        full_name: "Former Outbox",
        email: "former@example.com",
        phone: "+442079460958",
        service: "Other service",
        message: "",
        source: "quote",
      },
    },
  }) as Parameters<Outbox["add"]>[0];

describe("the outbox of an earlier version, in DATA_DIR/outbox", () => {
  it("hands its waiting submissions to the outbox in the shared database once, then is set aside", async () => {
    const former = await Outbox.open({ dataDir });
    await former.add(enquiry("waiting-1"), "the API was down");
    await former.add(enquiry("delivered-1"), "the API was down");
    await former.markDelivered((await former.find("delivered-1"))!.id);
    await former.close();

    const shared = await openPglite("memory://");
    const outbox = await Outbox.open({ dataDir, pglite: shared });
    try {
      await takeOverFormerOutbox(dataDir, outbox);
      const waiting = await outbox.pending();
      expect(waiting.map((row) => row.idempotencyKey)).toEqual(["waiting-1"]);
      expect(waiting[0]).toMatchObject({ kind: "enquiry", lastError: "the API was down" });
      expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
      expect(readdirSync(dataDir).some((name) => name.startsWith("outbox-moved-"))).toBe(true);

      // Nothing left to take over on the next start.
      await takeOverFormerOutbox(dataDir, outbox);
      expect(await outbox.pending()).toHaveLength(1);
    } finally {
      await outbox.close();
      await shared.close();
    }
    // Three embedded databases open one after another: tens of seconds on a loaded two-core host.
  }, 90_000);
});
