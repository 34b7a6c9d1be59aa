import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_FILES, type TestServer, adminHeaders, applicationForm, json, startTestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const apply = (form: FormData, headers: Record<string, string> = {}) =>
  t.call("/applications", { method: "POST", body: form, headers });

async function totalApplications(): Promise<number> {
  return (await json(await t.call("/applications?per_page=1", { headers: adminHeaders }))).total;
}

describe("POST /api/applications", () => {
  it("accepts a PDF resume and lets the agency list and download it", async () => {
    const response = await apply(applicationForm());
    expect(response.status).toBe(201);
    const receipt = await json(response);
    expect(receipt).toEqual({ id: expect.any(Number), message: "Application received", received_at: expect.any(String), spam: false });

    expect((await t.call("/applications")).status).toBe(401);
    const listed = await json(await t.call("/applications", { headers: adminHeaders }));
    expect(listed).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect(listed.data[0]).toEqual({
      id: receipt.id,
      full_name: "Ananya Rao",
      email: "ananya.rao@example.com",
      phone: "+919876543210",
      position: "Frontend Developer",
      cover: "I have built React apps for three years.",
      resume_name: "resume.pdf",
      resume_type: "application/pdf",
      resume_size: SAMPLE_FILES.pdf().length,
      resume_url: `/api/applications/${receipt.id}/resume`,
      received_at: receipt.received_at,
    });

    const resumePath = listed.data[0].resume_url.replace(/^\/api/, "");
    expect((await t.call(resumePath)).status).toBe(401);
    const download = await t.call(resumePath, { headers: adminHeaders });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="resume.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(SAMPLE_FILES.pdf())).toBe(true);
    expect((await t.call("/applications/999999/resume", { headers: adminHeaders })).status).toBe(404);
  });

  it("accepts .doc and .docx resumes by their content", async () => {
    const doc = await apply(applicationForm({}, { bytes: SAMPLE_FILES.doc(), name: "cv.doc", type: "application/msword" }));
    expect(doc.status).toBe(201);
    const docx = await apply(applicationForm({ cover: "" }, { bytes: SAMPLE_FILES.docx(), name: "बायोडाटा Ananya.docx" }));
    expect(docx.status).toBe(201);
    const listed = await json(await t.call("/applications?per_page=2", { headers: adminHeaders }));
    expect(listed.data[0]).toMatchObject({
      resume_name: "बायोडाटा Ananya.docx",
      resume_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      cover: null,
    });
    expect(listed.data[1]).toMatchObject({ resume_name: "cv.doc", resume_type: "application/msword" });

    const download = await t.call(listed.data[0].resume_url.replace(/^\/api/, ""), { headers: adminHeaders });
    const disposition = download.headers.get("content-disposition") ?? "";
    const encoded = /filename\*=UTF-8''(\S+)/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(encoded)).toBe("बायोडाटा Ananya.docx");
  });

  it("pages applications newest first", async () => {
    for (const name of ["Applicant A", "Applicant B", "Applicant C"]) await apply(applicationForm({ full_name: name }));
    const page = await json(await t.call("/applications?page=1&per_page=2", { headers: adminHeaders }));
    expect(page.data.map((a: { full_name: string }) => a.full_name)).toEqual(["Applicant C", "Applicant B"]);
    const next = await json(await t.call("/applications?page=2&per_page=2", { headers: adminHeaders }));
    expect(next.data[0].full_name).toBe("Applicant A");
    expect(next.total).toBe(page.total);
  });

  it("replays the first answer for a repeated Idempotency-Key", async () => {
    const before = await totalApplications();
    const headers = { "Idempotency-Key": "application-delivery-1" };
    const first = await apply(applicationForm(), headers);
    expect(first.status).toBe(201);
    const again = await apply(applicationForm(), headers);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await json(first));
    expect(await totalApplications()).toBe(before + 1);
  });
});

describe("bad applications are refused and nothing is stored", () => {
  it("rejects a text file renamed to .pdf with 400 naming resume", async () => {
    const before = await totalApplications();
    const response = await apply(applicationForm({}, { bytes: SAMPLE_FILES.text(), name: "resume.pdf", type: "application/pdf" }));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^resume /);
    expect(await totalApplications()).toBe(before);
  });

  it("rejects a missing resume with 400 naming resume", async () => {
    const response = await apply(applicationForm({}, null));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^resume is required/);
    const empty = await apply(applicationForm({}, { bytes: Buffer.alloc(0), name: "empty.pdf" }));
    expect(empty.status).toBe(400);
  });

  it("rejects a resume over 5 MB with 413", async () => {
    const before = await totalApplications();
    const big = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await apply(applicationForm({}, { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect(response.status).toBe(413);
    expect((await json(response)).message).toMatch(/^resume must be at most 5 MB/);
    expect(await totalApplications()).toBe(before);
  });

  it("names missing and invalid fields", async () => {
    const before = await totalApplications();
    const cases: Array<[Parameters<typeof applicationForm>[0], RegExp]> = [
      [{ full_name: "" }, /^full_name must not be empty/],
      [{ email: "not an email" }, /^email must be a valid email address/],
      [{ phone: "12345" }, /^phone must be an international number/],
      [{ position: "   " }, /^position must not be empty/],
      [{ cover: "c".repeat(5001) }, /^cover must be at most 5000 characters/],
    ];
    for (const [fields, message] of cases) {
      const response = await apply(applicationForm(fields));
      expect(response.status, JSON.stringify(fields).slice(0, 40)).toBe(400);
      expect((await json(response)).message).toMatch(message);
    }
    const form = applicationForm();
    form.delete("position");
    expect((await json(await apply(form))).message).toBe("position is required");
    expect(await totalApplications()).toBe(before);
  });

  it("rejects a file under another field name, a second file, and a non-multipart body", async () => {
    const wrongField = applicationForm({}, null);
    wrongField.append("cv", new Blob([new Uint8Array(SAMPLE_FILES.pdf())]), "cv.pdf");
    const wrong = await apply(wrongField);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toMatch(/resume/);

    const twoFiles = applicationForm();
    twoFiles.append("resume", new Blob([new Uint8Array(SAMPLE_FILES.pdf())]), "second.pdf");
    expect((await apply(twoFiles)).status).toBe(400);

    const asJson = await t.call("/applications", {
      method: "POST",
      json: { full_name: "A", email: "a@example.com", phone: "+919876543210", position: "Dev" },
    });
    expect(asJson.status).toBe(400);
    expect((await json(asJson)).message).toMatch(/^resume is required/);

    const broken = await t.call("/applications", {
      method: "POST",
      body: "--xyz\r\nContent-Disposition: form-data; name=\"full_name\"\r\n\r\nAnanya",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).message).toMatch(/form could not be read/);
  });

  it("refuses an over-long text field with 413", async () => {
    const response = await apply(applicationForm({ cover: "c".repeat(20_000) }));
    expect(response.status).toBe(413);
    expect((await json(response)).message).toMatch(/cover/);
  });
});
