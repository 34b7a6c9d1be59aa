import { z } from "zod";
import { line, paragraph } from "./fields";

/**
 * About's text (and the first two paragraphs on Home's About block): the line under the hero, the
 * block's heading, the company's story in paragraphs, and the text of the four highlights. The
 * highlights' names (Award Winning, Professional Staff, 24/7 Support, Fair Prices) and icons are
 * the spec's, so they stay in code. One item, key `about`.
 */
export const aboutSchema = z.object({
  heroLine: line(200),
  heading: line(120),
  paragraphs: z.array(paragraph(1200)).min(2, "needs at least two paragraphs (Home shows the first two)").max(6),
  highlights: z.object({
    awardWinning: paragraph(300),
    professionalStaff: paragraph(300),
    support: paragraph(300),
    fairPrices: paragraph(300),
  }),
});
