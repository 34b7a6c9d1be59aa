import { setupServer } from "msw/node";
import { openingsHandler } from "./openings";

/**
 * The upstream API as loader and action tests see it; each test adds the handlers it needs.
 * The spec's three openings are always there: the career form checks positions against them.
 */
export const upstream = setupServer(openingsHandler());

export const API = "http://127.0.0.1:3000/api";
