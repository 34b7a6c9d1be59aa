import { z } from "zod";
import { line, optionalLine, paragraph, picture } from "./fields";
import { CARD_ICONS } from "./home-seed";

const card = z.object({
  title: line(80),
  text: paragraph(400),
  icon: z.enum(CARD_ICONS, { message: "must be one of the card icons" }),
});

/**
 * Home's sections staff edit: the banner's three slides (spec: title, description, two buttons,
 * picture; a button leads where its text says, as the spec prescribes), the four stat cards,
 * the why-us and feature cards. One item, key `home`.
 */
export const homeSchema = z.object({
  slides: z
    .array(
      z.object({
        title: line(120),
        description: paragraph(400),
        primaryBtn: line(40),
        /** Heard after the button's text when that alone says too little ("Learn More"). */
        primaryBtnContext: optionalLine(120),
        secondaryBtn: line(40),
        image: picture("slide picture"),
      }),
    )
    .length(3, "needs exactly three slides"),
  stats: z
    .array(z.object({ value: line(24), label: line(60) }))
    .length(4, "needs exactly four stat cards"),
  whyChooseUs: z.array(card).min(1, "needs at least one card").max(8),
  features: z.array(card).min(1, "needs at least one card").max(8),
});
