import { NO_OPENINGS_TEXT } from "../../contract/openings";
import { SEED_OPENINGS } from "../../contract/openings-seed";
import type { Benefit } from "./types";

/** Reasons to work with us. */
export const reasons: Benefit[] = [
  {
    title: "Real Projects, Real Impact",
    text: "Work on live products and campaigns for clients across India, and see the results of your work within weeks.",
    icon: "rocket",
  },
  {
    title: "Learn From Senior People",
    text: "Regular code and design reviews, mentoring from experienced leads and a yearly budget for courses and certifications.",
    icon: "sparkles",
  },
  {
    title: "Flexible, Balanced Work",
    text: "Predictable hours from Monday to Friday, hybrid options where the role allows and time off that is respected.",
    icon: "clock",
  },
  {
    title: "Clear Growth Path",
    text: "Transparent role levels, six-monthly reviews and a chance to lead projects and people as you grow.",
    icon: "chart",
  },
];

/** The seeded positions: what the leads inbox offers to filter applications by. */
export const positions: string[] = SEED_OPENINGS.map((opening) => opening.title);

export const emptyOpeningsText = NO_OPENINGS_TEXT;

/** What the application form says, and its action answers, while no position is open. */
export const applicationsClosed = {
  title: "Applications are closed",
  text: "We are not taking applications while no position is open. Stay connected with us: new openings appear on this page.",
  refusal: "Applications are closed: there is no open position to apply for right now.",
};
