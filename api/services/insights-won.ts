import { sql } from "drizzle-orm";

/**
 * A lead's won value in rupees, as SQL over a lead row (an enquiry or an application). Leads
 * carry no value yet; when they do (a `won_value` column), this is the one place to name it.
 */
export const wonValueSql = sql.raw("null::numeric");
