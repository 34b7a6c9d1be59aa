import type { OpeningJson } from "../../contract/openings";
import type { openings } from "../db/schema";
import { rowJson } from "./row-json";

/** An opening as the API answers it; the contract's type checks that the row still has its shape. */
export const toOpeningJson: (row: typeof openings.$inferSelect) => OpeningJson = rowJson;
