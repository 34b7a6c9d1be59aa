import type { OpeningJson } from "../../contract/openings";
import type { openings } from "../db/schema";
import { type ContractJson, rowJson } from "./row-json";

/** An opening as the API answers it: its row, every column, each one named by the contract. */
export const toOpeningJson: (row: typeof openings.$inferSelect) => ContractJson<typeof openings.$inferSelect, OpeningJson> = rowJson;
