import { z } from "zod";
import { parseInput } from "./validation";

export const moveSchema = z.object({ direction: z.enum(["up", "down"]) });

/** The body of a `…/move` call: `{ direction: "up" | "down" }`. */
export const parseMove = (body: unknown) => parseInput(moveSchema, body).direction;
