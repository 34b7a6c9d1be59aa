import { OpenAPIRegistry, extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// The generator names components through `.openapi()`, which this adds to every zod schema.
extendZodWithOpenApi(z);

export { OpenAPIRegistry, z };
