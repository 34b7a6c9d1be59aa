import { writeFileSync } from "node:fs";
import { OPENAPI_FILE, openApiText } from "../api/openapi/file";

// npm run contract:openapi: writes docs/openapi.json from the schemas (a test fails while it is stale).
writeFileSync(OPENAPI_FILE, openApiText());
console.log(`Wrote ${OPENAPI_FILE}`);
