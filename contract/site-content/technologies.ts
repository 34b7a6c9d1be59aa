import { z } from "zod";
import { line, picture } from "./fields";
import { TECH_STACK_ICONS, TECH_STACK_SEED } from "./technologies-seed";

const technology = z.object({ name: line(60), logo: picture("logo") });
const row = z.array(technology).min(1, "needs at least one technology").max(30);

const stackCategory = z.object({
  name: line(40),
  icon: z.enum(TECH_STACK_ICONS, { message: "must be one of the stack icons" }),
  technologies: z.array(line(40)).min(1, "needs at least one technology").max(20),
});

/**
 * Home's (and the services page's) technologies slider: two rows, each in the order staff set; and
 * the technology stack card of the custom development page: categories, each an icon and the
 * technologies' names, in order. One item, key `technologies`.
 */
export const technologiesSchema = z.object({
  rowOne: row,
  rowTwo: row,
  // An item saved before the card was site content has no `stack`: it reads as today's list.
  stack: z
    .array(stackCategory)
    .min(1, "needs at least one category")
    .max(12)
    .default(() => structuredClone(TECH_STACK_SEED)),
});
