import type { TestProject } from "vitest/node";
import { type ApiTemplates, buildPgliteTemplates, buildPostgresTemplates, templateKey } from "../api/database-template";

declare module "vitest" {
  export interface ProvidedContext {
    apiTemplates: ApiTemplates;
  }
}

/**
 * The API project's global setup: the migrated and seeded template databases every test server
 * copies (tests/api/database-template.ts), for the engine this run uses.
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: ApiTemplates = serverUrl ? { postgres: await buildPostgresTemplates(serverUrl, key) } : { pglite: await buildPgliteTemplates(key) };
  project.provide("apiTemplates", templates);
}
