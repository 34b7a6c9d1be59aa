import { setupServer } from "msw/node";

/** The upstream API as loader and action tests see it; each test adds the handlers it needs. */
export const upstream = setupServer();

export const API = "http://127.0.0.1:3000/api";
