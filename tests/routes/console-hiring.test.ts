import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/console.hiring";
import { apiBoard, staffHiring } from "../mocks/api/hiring";
import { apiLead, staffLeads } from "../mocks/api/leads";
import { failure } from "../mocks/api/stub";
import { signedInGet, signedInPost } from "../support/console";
import { callAction, callLoader } from "../support/route";

const path = `/console/hiring?position=${encodeURIComponent("Frontend Developer")}`;

describe("the hiring board", () => {
  it("asks the API for the position in the address and says which stage a card was just moved to", async () => {
    const asked = staffHiring.board();
    const answer = await callLoader<{ board: { position: string }; saved: string | null }>(loader, await signedInGet(`${path}&moved=shortlisted`));
    expect(answer.status).toBe(200);
    expect(answer.data.board.position).toBe("Frontend Developer");
    expect(answer.data.saved).toBe("Moved to Shortlisted.");
    expect(asked.last()?.url.searchParams.get("position")).toBe("Frontend Developer");
    expect(answer).toHaveHeader("Cache-Control", "private, no-store");
  });

  it("answers a member who may not read applications with the console's 403, in the API's words", async () => {
    staffHiring.board(failure(403, "Your roles do not allow this: it needs Owner or Hiring (read job applications, read and download résumés)"));
    const answer = await callLoader<{ message: string }>(loader, await signedInGet("/console/hiring"));
    expect(answer.status).toBe(403);
    expect(answer.data.message).toContain("Your roles do not allow this");
  });

  it("moves a card with a plain form post, then goes back to the same board (303)", async () => {
    const moved = staffLeads.setStatus({ lead: apiLead({ kind: "application", id: 7, position: "Frontend Developer", service: undefined, status: "shortlisted" }) }, "application", 7);
    const answer = await callAction(action, await signedInPost(path, { id: "7", stage: "shortlisted" }));
    expect(answer.status).toBe(303);
    expect(answer.response?.headers.get("Location")).toBe(`/console/hiring?position=Frontend+Developer&moved=shortlisted`);
    expect(moved.last()?.body).toEqual({ status: "shortlisted" });
  });

  it("refuses a stage that is none, or an application that is none, with a 400 and no call", async () => {
    const moved = staffLeads.setStatus({ lead: apiLead() }, "application", 7);
    const badStage = await callAction<{ moveError: string }>(action, await signedInPost(path, { id: "7", stage: "won" }));
    expect(badStage.status).toBe(400);
    expect(badStage.data.moveError).toBe("Choose a stage: New, Shortlisted, Interview, Offer, Hired, Rejected");
    const badId = await callAction<{ moveError: string }>(action, await signedInPost(path, { id: "x", stage: "offer" }));
    expect(badId.status).toBe(400);
    expect(moved.all).toHaveLength(0);
  });

  it("shows the API's refusal of a move (403, 404) on the board instead of failing", async () => {
    staffLeads.setStatus(failure(404, "Lead not found"), "application", 7);
    staffHiring.board(apiBoard());
    const answer = await callAction<{ moveError: string }>(action, await signedInPost(path, { id: "7", stage: "offer" }));
    expect(answer.status).toBe(404);
    expect(answer.data.moveError).toBe("Lead not found");
  });
});
