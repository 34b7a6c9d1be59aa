import { setupServer } from "msw/node";
import { api } from "./api/contract";
import { openingsHandler } from "./api/openings";

/**
 * The upstream API as loader and action tests see it; each test adds the handlers it needs
 * (tests/mocks/api/ has typed ones for each call). The spec's three openings are always there:
 * the career form checks positions against them.
 */
export const upstream = setupServer(openingsHandler());

/** The upstream API's address, from the configuration: for a handler written inline. */
export const API = api("");
