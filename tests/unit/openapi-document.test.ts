import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../api/openapi/document";
import { OPENAPI_FILE, openApiText } from "../../api/openapi/file";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApiDocument() as unknown as Record<string, unknown>);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("refers only to components it defines", () => {
    const text = JSON.stringify(buildOpenApiDocument());
    const document = JSON.parse(text);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(100);
    const missing = refs.filter(([, kind, name]) => !document.components?.[kind]?.[name]).map(([, kind, name]) => `${kind}/${name}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("is committed as docs/openapi.json, as the schemas make it now", () => {
    const committed = readFileSync(OPENAPI_FILE, "utf8");
    expect(committed === openApiText(), `${OPENAPI_FILE} is stale: run npm run contract:openapi and commit it`).toBe(true);
  });
});
