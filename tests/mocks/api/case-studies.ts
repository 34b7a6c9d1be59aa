import { z } from "zod";
import { caseStudySchema } from "~/lib/work.server";
import { checked, noContent, stub, type StubAnswer } from "./stub";

/** A case study as the API sends it. */
export type ApiCaseStudy = z.input<typeof caseStudySchema>;

/** Case study 3, published, without a cover; `overrides` changes any field. */
export function apiCaseStudy(overrides: Partial<ApiCaseStudy> = {}): ApiCaseStudy {
  return checked(caseStudySchema, {
    id: 3,
    title: "A shop that sells at night",
    client: "Malwa Crafts",
    industry: "Retail",
    challenge: "Orders only by phone.",
    what_we_did: "An online shop with UPI checkout.",
    results: [{ value: "3x", label: "orders" }],
    cover_image: null,
    alt_text: null,
    is_published: true,
    is_example: false,
    ...overrides,
  }, "apiCaseStudy");
}

const list = z.array(caseStudySchema);

/** GET /case-studies: the published case studies, in order (the About page). */
export const caseStudies = (items: ApiCaseStudy[] | Response) => stub("get", "/case-studies", list, items);

/** The staff calls for case studies (an ordered list, as openings). */
export const staffCaseStudies = {
  /** GET /staff/case-studies: every case study, drafts included. */
  list: (items: ApiCaseStudy[]) => stub("get", "/staff/case-studies", list, items),
  /** POST /staff/case-studies: answers the stored case study (201), or a failure. */
  create: (answer: StubAnswer<ApiCaseStudy>) => stub("post", "/staff/case-studies", caseStudySchema, answer, { status: 201 }),
  /** PUT /staff/case-studies/:id. */
  update: (id: number, answer: StubAnswer<ApiCaseStudy>) => stub("put", `/staff/case-studies/${id}`, caseStudySchema, answer),
  /** POST /staff/case-studies/:id/move: 204. */
  move: (id: number) => stub("post", `/staff/case-studies/${id}/move`, z.null(), noContent()),
  /** DELETE /staff/case-studies/:id: 204. */
  remove: (id: number) => stub("delete", `/staff/case-studies/${id}`, z.null(), noContent()),
};
