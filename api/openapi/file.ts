import { buildOpenApiDocument } from "./document";

/** Where the committed copy lives, from the repository's root. */
export const OPENAPI_FILE = "docs/openapi.json";

/** The document as the committed file holds it. */
export const openApiText = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
