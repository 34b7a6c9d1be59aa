import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerComponents } from "./components";
import { registerPosts } from "./public-posts";
import { registerSite } from "./public-site";
import { registerStaffAccounts } from "./staff-accounts";
import { registerStaffContent } from "./staff-content";
import { registerStaffData } from "./staff-data";
import { registerStaffLeads } from "./staff-leads";
import { OpenAPIRegistry } from "./zod";

/** The contract of the built-in API as an OpenAPI 3.1 document, from the schemas the API checks and answers with. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registerComponents(registry);
  registerPosts(registry);
  registerSite(registry);
  registerStaffAccounts(registry);
  registerStaffContent(registry);
  registerStaffLeads(registry);
  registerStaffData(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Agency website API",
      version: "1",
      description: "The built-in API the site reads and the console drives, mounted at /api. docs/api.md is the guide; this document has the shapes.",
    },
    servers: [{ url: "/api" }],
  });
}
