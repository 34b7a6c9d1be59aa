import type { ContentFieldSpec } from "./types";

/** Whether a kind's form has a picture field anywhere (in a group or a list too): its page then loads the media picker's library. */
export const hasPictureField = (specs: readonly ContentFieldSpec[]): boolean =>
  specs.some((spec) =>
    spec.type === "picture" ? true : spec.type === "group" ? hasPictureField(spec.fields) : spec.type === "list" ? hasPictureField([spec.item]) : false,
  );
