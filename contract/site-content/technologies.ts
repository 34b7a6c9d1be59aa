import { z } from "zod";
import { line, picture } from "./fields";

const technology = z.object({ name: line(60), logo: picture("logo") });
const row = z.array(technology).min(1, "needs at least one technology").max(30);

/** Home's (and the services page's) technologies slider: two rows, each in the order staff set. One item, key `technologies`. */
export const technologiesSchema = z.object({ rowOne: row, rowTwo: row });
