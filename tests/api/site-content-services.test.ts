import { describe, expect, it } from "vitest";
import { SERVICES_SEED, type ServiceContent } from "../../contract/site-content/services";
import { json } from "./helpers";
import { siteContentServer } from "./site-content-helpers";

const api = siteContentServer();

const SLUG = "social-pr";
const seeded = SERVICES_SEED.find((entry) => entry.key === SLUG)!.data;
const item = api.itemPath("services", SLUG);
const save = (data: unknown) => api.save("services", SLUG, data);
const publicServices = () => api.published<ServiceContent>("services");

describe("services as site content", () => {
  it("are seeded once, one published item per slug, with the page's sections and FAQs", async () => {
    const services = await publicServices();
    expect(services.map((entry) => entry.key).sort()).toEqual(SERVICES_SEED.map((entry) => entry.key).sort());
    expect(services.find((entry) => entry.key === SLUG)?.data).toEqual(seeded);
  });

  it("refuse a bad service with 400 naming each nested field, and a slug that does not exist with 404", async () => {
    const bad = await save({
      ...seeded,
      order: 0,
      image: "/images/elsewhere.svg",
      overview: [],
      faqs: [{ q: "Fine?", a: "" }, ...seeded.faqs],
      callout: { ...seeded.callout, title: "two\nlines" },
    });
    expect(bad.status).toBe(400);
    const { errors } = await json(bad);
    expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(["callout.title", "faqs[0].a", "image", "order", "overview"].sort());
    expect((await save({ ...seeded, faqs: Array.from({ length: 13 }, () => seeded.faqs[0]) })).status).toBe(400);
    expect((await api.save("services", "new-service", seeded)).status).toBe(404);
  });

  it("a changed FAQ is a draft visitors do not see until it is published; restoring the revision before brings the old text back", async () => {
    const faqs = [{ q: "Do you run influencer campaigns?", a: "Yes, with creators we vet." }, ...seeded.faqs.slice(1)];
    expect((await save({ ...seeded, faqs, order: 1 })).status).toBe(200);
    expect((await publicServices()).find((entry) => entry.key === SLUG)?.data.faqs[0].q).toBe(seeded.faqs[0].q);

    expect((await api.publish("services", SLUG)).status).toBe(200);
    const published = (await publicServices()).find((entry) => entry.key === SLUG)!.data;
    expect(published.faqs[0].q).toBe("Do you run influencer campaigns?");
    expect(published.order).toBe(1);

    const { revisions } = await api.item("services", SLUG);
    const [latest, seededRevision] = revisions as { id: number; note: string }[];
    const { diff } = await json(await api.t.call(`${item}/revisions/${latest.id}`, { headers: api.editor }));
    const changed = (diff as { change: string; text: string }[]).filter((line) => line.change !== "same").map((line) => `${line.change} ${line.text}`);
    expect(changed).toContain("added faqs[0].q: Do you run influencer campaigns?");
    expect(changed).toContain(`removed faqs[0].q: ${seeded.faqs[0].q}`);

    expect(seededRevision.note).toBe("Seeded");
    expect((await api.t.call(`${item}/revisions/${seededRevision.id}/restore`, { method: "POST", headers: api.editor })).status).toBe(200);
    expect((await api.publish("services", SLUG)).status).toBe(200);
    expect((await publicServices()).find((entry) => entry.key === SLUG)?.data).toEqual(seeded);
  });
});
