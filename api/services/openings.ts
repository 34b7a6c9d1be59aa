import type { OpeningJson } from "../../contract/openings";
import type { openings } from "../db/schema";
import { rowJson } from "./row-json";

/** An opening as the API answers it: its row, every column. The contract's type checks the fields it promises. */
export const toOpeningJson: (row: typeof openings.$inferSelect) => OpeningJson = rowJson;
