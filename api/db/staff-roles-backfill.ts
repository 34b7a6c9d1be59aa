import { sql } from "drizzle-orm";
import { FORMER_STAFF_ROLES } from "../../contract/permissions";
import type { Database } from "./client";

const formerStaff = sql.raw(`array[${FORMER_STAFF_ROLES.map((role) => `'${role}'`).join(",")}]::text[]`);

/**
 * Turns the one "owner"/"staff" role of members and pending invitations made before roles existed
 * into a set of roles: an owner stays an owner, "staff" becomes sales + hiring + editor, so nobody
 * gains or loses anything. Runs at every start-up and touches only rows still holding the old
 * value (emptied once converted), so running it twice, or on several instances at once, changes
 * nothing more. A data conversion, so it lives in code and not in the generated migration.
 */
export async function backfillStaffRoles(db: Database): Promise<void> {
  for (const table of ["staff_members", "staff_invitations"]) {
    const name = sql.identifier(table);
    await db.execute(sql`
      update ${name}
         set roles = case when role = 'owner' then array['owner']::text[] else ${formerStaff} end,
             role = null
       where role is not null`);
  }
}
