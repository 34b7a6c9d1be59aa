import { http, HttpResponse } from "msw";
import { SEED_OPENINGS } from "../../contract/openings-seed";

const API = "http://127.0.0.1:3000/api";

/** GET {api}/openings answering these titles as open openings, in order. */
export function openingsHandler(openings: { title: string }[] = SEED_OPENINGS) {
  return http.get(`${API}/openings`, () =>
    HttpResponse.json(
      openings.map((opening, index) => ({
        location: "Onsite Indore",
        experience: "1+ Years",
        summary: null,
        requirements: [],
        ...opening,
        id: index + 1,
        position: index + 1,
        is_open: true,
        created_at: "2026-11-02T04:30:00.000Z",
        updated_at: "2026-11-02T04:30:00.000Z",
      })),
    ),
  );
}
