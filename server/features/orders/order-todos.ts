import type { ExpressionBuilder } from "kysely";
import { type OrderTodo, READY_TO_SHIP_PAYMENTS, READY_TO_SHIP_STATUSES } from "#domain/admin-todo.ts";
import type { DB } from "#server/db/schema.ts";

/**
 * The orders each of the dashboard's order to-dos names (docs/product/admin.md#to-do-list), one
 * definition for its count and for the orders table's `?todo=` filter: to ship, paid or paid at the
 * door and not yet handed to a courier; a refund owed, one the shop pays back itself and has not
 * recorded yet.
 */
export function orderTodo(todo: OrderTodo) {
  return (eb: ExpressionBuilder<DB, "orders">) =>
    todo === "ship"
      ? eb.and([
          eb("orders.status", "in", READY_TO_SHIP_STATUSES),
          eb("orders.payment_status", "in", READY_TO_SHIP_PAYMENTS),
        ])
      : eb.exists(
          eb
            .selectFrom("refunds")
            .select("refunds.id")
            .whereRef("refunds.order_id", "=", "orders.id")
            .where("refunds.channel", "=", "manual")
            .where("refunds.status", "=", "requested"),
        );
}
