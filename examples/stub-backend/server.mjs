// The smallest backend that passes `npm run contract:check`: fixed data, no database, no
// dependencies. Run it with `node examples/stub-backend/server.mjs 4010`, then
// `npm run contract:check -- --api http://127.0.0.1:4010/api` (docs/contract-check.md).
import { createServer } from "node:http";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";

const NOW = "2025-01-15T09:30:00.000Z";

/** Everything the stub answers with; a test may pass a changed copy to createStubBackend. */
export const STUB_DATA = {
  countries: [
    { name: "India", dial_code: "+91" },
    { name: "United Kingdom", dial_code: "+44" },
  ],
  blogs: [
    {
      id: 1,
      slug: "hello-from-the-stub",
      title: "Hello from the stub",
      content: "<p>A post served by the stub backend.</p>",
      excerpt: null,
      cover_image: null,
      alt_tag: null,
      author_info: { name: "Stub Team" },
      tags: ["news"],
      created_at: NOW,
      updated_at: NOW,
      likes_count: 0,
      comments_count: 1,
      is_published: true,
    },
  ],
  comments: [
    { id: 1, blog_id: 1, name: "Asha", content: "Nice post.", created_at: NOW, likes_count: 0, is_liked: false, status: "published" },
  ],
  openings: [
    {
      id: 1,
      title: "Frontend Developer",
      location: "Remote",
      experience: "2+ years",
      summary: null,
      requirements: ["React"],
      is_open: true,
      created_at: NOW,
    },
  ],
  caseStudies: [
    {
      id: 1,
      title: "Ordering app",
      client: "A restaurant group",
      industry: "Food",
      challenge: "Orders by phone only.",
      what_we_did: "An ordering app.",
      results: [{ value: "3x", label: "orders" }],
      cover_image: null,
      alt_text: null,
      is_published: true,
      is_example: true,
    },
  ],
};

/** The kinds of site content; the stub has none published, so the site shows its own copy. */
const SITE_CONTENT_KINDS = ["company", "services", "home", "technologies", "logos", "team", "testimonials", "about", "legal"];

const send = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/** A refused form: the first problem as `message`, every one in `errors`. */
function refuse(res, errors) {
  send(res, 400, { message: errors[0].message, errors });
}

/** The fields a form must have, checked as the built-in API does (loosely). */
function problemsOf(fields, required) {
  const errors = required
    .filter((name) => typeof fields[name] !== "string" || fields[name].trim() === "")
    .map((field) => ({ field, message: `${field} is required` }));
  if (typeof fields.email === "string" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) {
    errors.push({ field: "email", message: "email must be a valid email address" });
  }
  return errors;
}

let nextLeadId = 1;
const receipt = () => ({ id: nextLeadId++, received_at: new Date().toISOString() });

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The multipart body of an application, read with the platform's own FormData. */
async function readForm(req) {
  try {
    return await new Response(Readable.toWeb(req), { headers: { "content-type": req.headers["content-type"] ?? "" } }).formData();
  } catch {
    return null;
  }
}

async function answer(req, res, data) {
  const url = new URL(req.url ?? "/", "http://stub");
  const path = url.pathname.replace(/^\/api(?=\/)/, "");
  const get = req.method === "GET";

  if (get && path === "/countries") return send(res, 200, data.countries);
  if (get && path === "/blogs") return send(res, 200, data.blogs);
  const slug = /^\/blogs\/slug\/([^/]+)$/.exec(path)?.[1];
  if (get && slug) {
    const blog = data.blogs.find((post) => post.slug === decodeURIComponent(slug));
    return blog ? send(res, 200, blog) : send(res, 404, { message: "Blog not found" });
  }
  const commentsOf = /^\/comments\/blog\/([^/]+)$/.exec(path)?.[1];
  if (get && commentsOf) return send(res, 200, data.comments.filter((comment) => String(comment.blog_id) === commentsOf));
  if (get && path === "/likes/status") return send(res, 200, { liked: false });
  const kind = /^\/site-content\/([^/]+)$/.exec(path)?.[1];
  if (get && kind) return SITE_CONTENT_KINDS.includes(kind) ? send(res, 200, []) : send(res, 404, { message: `No such kind of site content: ${kind}` });
  if (get && path === "/media/items") return send(res, 200, { data: [] });
  if (get && path === "/openings") return send(res, 200, data.openings);
  if (get && path === "/case-studies") return send(res, 200, data.caseStudies);

  if (req.method === "POST" && path === "/enquiries") {
    const body = await readJson(req);
    if (!body) return send(res, 400, { message: "Request body must be a JSON object" });
    const errors = problemsOf(body, ["full_name", "email", "phone", "service"]);
    return errors.length > 0 ? refuse(res, errors) : send(res, 201, receipt());
  }
  if (req.method === "POST" && path === "/applications") {
    const form = await readForm(req);
    if (!form) return send(res, 400, { message: "Send the application as multipart/form-data" });
    const errors = problemsOf(Object.fromEntries(form), ["full_name", "email", "phone", "position"]);
    if (!(form.get("resume") instanceof Blob)) errors.push({ field: "resume", message: "resume is required" });
    return errors.length > 0 ? refuse(res, errors) : send(res, 201, receipt());
  }

  // No console here: every staff call is refused as the contract says.
  if (path.startsWith("/staff/")) return send(res, 401, { message: "Authorization: Bearer <token> is required" });
  return send(res, 404, { message: `No API endpoint at ${req.method} ${url.pathname}` });
}

/** An http.Server answering the contract under /api with `data`; call .listen(port) on it. */
export function createStubBackend(data = STUB_DATA) {
  return createServer((req, res) => {
    answer(req, res, data).catch(() => send(res, 500, { message: "Internal server error" }));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 4010);
  createStubBackend().listen(port, "127.0.0.1", () => console.log(`Stub backend at http://127.0.0.1:${port}/api`));
}
