/** The console's Openings and Work lists, where their pages lead back to. */
export const OPENINGS_PATH = "/console/openings";
export const WORK_PATH = "/console/work";
