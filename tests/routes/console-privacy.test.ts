import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/console.privacy";
import { loader as exportLoader } from "~/routes/console_.privacy.export";
import { apiPerson, staffPrivacy } from "../mocks/api/privacy";
import { failure } from "../mocks/api/stub";
import { signedInGet, signedInPost } from "../support/console";
import { callAction, callLoader, callResource } from "../support/route";

const EMAIL = "meera@example.com";

describe("the privacy page", () => {
  it("finds one person's leads by the email in the address", async () => {
    const asked = staffPrivacy.find();
    const answer = await callLoader<{ found: { counts: { enquiries: number } } }>(loader, await signedInGet(`/console/privacy?q=${EMAIL}`));
    expect(answer.status).toBe(200);
    expect(answer.data.found.counts.enquiries).toBe(1);
    expect(asked.last()?.url.searchParams.get("q")).toBe(EMAIL);
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
  });

  it("keeps a search the API refuses next to the field, with its 400", async () => {
    staffPrivacy.find(failure(400, "Enter a whole email address or a phone number of at least 10 digits"));
    const answer = await callLoader<{ q: string; error: string }>(loader, await signedInGet("/console/privacy?q=meera"));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ q: "meera", error: "Enter a whole email address or a phone number of at least 10 digits" });
  });

  it("is the 403 page for anyone but an owner, even before a search", async () => {
    staffPrivacy.find(failure(403, "Your roles do not allow this: it needs Owner (find, export and erase one person's data (DPDP))"));
    const answer = await callLoader(loader, await signedInGet("/console/privacy"));
    expect(answer.status).toBe(403);
  });

  it("hands on the API's export as a download", async () => {
    const exported = JSON.stringify(apiPerson());
    staffPrivacy.exportFile(
      new HttpResponse(exported, { headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="personal-data-abc.json"' } }),
    );
    const file = await callResource(exportLoader, await signedInGet(`/console/privacy/export?q=${EMAIL}`));
    expect(file.status).toBe(200);
    expect(file).toHaveHeader("Content-Disposition", 'attachment; filename="personal-data-abc.json"');
    expect(await file.response!.text()).toBe(exported);
  });

  it("erases only with the box ticked, then says what went", async () => {
    const erased = staffPrivacy.erase({ erased: { enquiries: 1, applications: 1, comments: 0, lead_history: 2, mail: 3, webhook_deliveries: 2 } });
    const unconfirmed = await callAction<{ eraseError: string }>(action, await signedInPost("/console/privacy", { q: EMAIL }));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.eraseError).toBe("Tick the box to confirm: the erasure cannot be undone.");
    expect(erased.all).toHaveLength(0);

    const done = await callAction(action, await signedInPost("/console/privacy", { q: EMAIL, confirm: "yes" }));
    expect(done.status).toBe(303);
    expect(erased.last()?.body).toEqual({ q: EMAIL, confirm: true });
    const location = new URL(done.response!.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe("/console/privacy");
    expect(location.searchParams.get("erased")).toBe("1 enquiries, 1 applications, 0 comments and 2 history entries, with 3 emails and 2 webhook deliveries about them");
  });
});
