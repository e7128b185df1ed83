import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { ROLES } from "#domain/admin.ts";
import { adminListQuerySchema } from "./admin-fields.ts";

export const USER_SORTS = ["created", "name", "email", "orders"] as const;
export const userListQuerySchema = adminListQuerySchema(USER_SORTS, { sort: "created", dir: "desc" });
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const roleBodySchema = z.object({
  role: z.enum(ROLES, { error: message("admin.user.roleUnknown") }),
});
