import { z } from "zod";
import { normalRoles, ROLES, rolesOfLegacy, type Role } from "../../contract/permissions";
import { STAFF_ROLES } from "../../contract/staff";

const CHOOSE_A_ROLE = "Choose at least one role";

/** `roles` (a set, at least one) or, from older clients, `role` ("owner" or "staff"). */
const rolesFields = {
  roles: z.array(z.enum(ROLES), { invalid_type_error: CHOOSE_A_ROLE }).max(ROLES.length).optional(),
  role: z.enum(STAFF_ROLES).optional(),
};

/** An object schema with `fields` and the roles, whose output carries `roles` as a set in the table's order. */
export function withRoles<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object({ ...fields, ...rolesFields }).transform((input, ctx) => {
    const { roles: asked, role, ...rest } = input;
    const roles = asked ? normalRoles(asked) : role ? rolesOfLegacy(role) : [];
    if (roles.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CHOOSE_A_ROLE, path: ["roles"] });
      return z.NEVER;
    }
    return { ...(rest as z.output<z.ZodObject<Shape>>), roles: roles as Role[] };
  });
}
