import { LAST_ADMIN, OWN_ROLE, type Role } from "#domain/admin.ts";
import type { UserListQuery } from "#domain/schemas/admin-users.ts";
import type { Database } from "#server/db/client.ts";
import type { ProfileTable } from "#server/features/accounts/rows.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { now } from "#server/clock.ts";
import { type AdminDeps, containsText, offsetOf, type Page } from "#server/db/admin-tables.ts";

export interface AdminUser extends ProfileTable {
  order_count: number;
}

const SORT_COLUMNS = {
  created: "created_at",
  name: "full_name",
  email: "email",
  orders: "order_count",
} as const;

/** Profiles with their number of orders, counted by the database (indexed by user). */
function usersWithOrderCount(db: Database) {
  return db
    .selectFrom("profiles")
    .selectAll("profiles")
    .select((eb) =>
      eb
        .selectFrom("orders")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("orders.user_id", "=", "profiles.user_id")
        .as("order_count"),
    );
}

const asAdminUser = (row: Omit<AdminUser, "order_count"> & { order_count: number | null }): AdminUser => ({
  ...row,
  order_count: Number(row.order_count ?? 0),
});

/** One page of the users table: search by name or e-mail. */
export async function listAdminUsers(db: Database, query: UserListQuery): Promise<Page<AdminUser>> {
  let base = db.selectFrom("profiles");
  let page = usersWithOrderCount(db);
  if (query.q) {
    base = base.where((eb) => eb.or([containsText("full_name", query.q), containsText("email", query.q)]));
    page = page.where((eb) => eb.or([containsText("full_name", query.q), containsText("email", query.q)]));
  }
  const [items, count] = await Promise.all([
    page
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("profiles.user_id")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(asAdminUser), total: Number(count.total) };
}

export async function getAdminUser(db: Database, userId: string): Promise<AdminUser> {
  const row = await usersWithOrderCount(db).where("profiles.user_id", "=", userId).executeTakeFirst();
  if (!row) throw notFound("account.user.notFound");
  return asAdminUser(row);
}

/**
 * Makes a user an admin or takes it away (docs/product/admin.md#users): nobody changes their own role,
 * and the last admin stays one. The admins are locked while counting on PostgreSQL, so two
 * admins demoting each other at the same moment cannot leave the shop without one.
 */
export async function changeUserRole(
  deps: Pick<AdminDeps, "db" | "kind">,
  actorId: string,
  targetId: string,
  role: Role,
): Promise<AdminUser> {
  if (actorId === targetId) throw new AppError(409, OWN_ROLE);
  await deps.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom("profiles").select("role").where("user_id", "=", targetId).executeTakeFirst();
    if (!target) throw notFound("account.user.notFound");
    if (target.role === role) return;
    if (role === "user") {
      let admins = trx.selectFrom("profiles").select("user_id").where("role", "=", "admin");
      if (deps.kind === "postgres") admins = admins.forUpdate();
      const stillAdmin = (await admins.execute()).filter((a) => a.user_id !== targetId);
      if (stillAdmin.length === 0) throw new AppError(409, LAST_ADMIN);
    }
    await trx.updateTable("profiles").set({ role, updated_at: now() }).where("user_id", "=", targetId).execute();
  });
  return getAdminUser(deps.db, targetId);
}
