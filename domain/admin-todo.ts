import { RESPONSE_DAYS } from "./complaints.ts";
import { addDays, indianDate, startOfIndianDay } from "./india/time.ts";
import { BEFORE_SHIPPING_STATUSES } from "./orders.ts";
import { PAID, PARTLY_REFUNDED, PAY_ON_DELIVERY, PAYMENT_SUBMITTED, type PaymentStatus } from "./payments.ts";

/**
 * The dashboard's to-do list (docs/product/admin.md#to-do-list): what is waiting for the shop,
 * each kind counted and linked to the admin list that shows exactly those entries.
 */

export const TODO_KINDS = ["utrs", "ship", "complaints", "returns", "refunds", "lowStock"] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** A complaint is listed from this many days before its due date (and while it is overdue). */
export const COMPLAINT_DUE_SOON_DAYS = 7;

/**
 * Days the shop gives itself to approve or reject a return: a damaged or dead plant is reported
 * within days of delivery, and a replacement sent late may meet the same fate.
 */
export const RETURN_DECISION_DAYS = 2;

/** Orders whose goods may go: paid (some of it perhaps refunded as goodwill), or paid at the door. */
export const READY_TO_SHIP_PAYMENTS: readonly PaymentStatus[] = [PAID, PARTLY_REFUNDED, PAY_ON_DELIVERY];
export const READY_TO_SHIP_STATUSES = BEFORE_SHIPPING_STATUSES;

/**
 * The orders table's to-do filters (`?todo=`): the orders to pack and ship, and those whose
 * refund the shop owes and pays back itself (UPI, bank; the gateway sends its own).
 */
export const ORDER_TODOS = ["ship", "refund"] as const;
export type OrderTodo = (typeof ORDER_TODOS)[number];

/**
 * Complaints received before this instant (ISO) are due within `COMPLAINT_DUE_SOON_DAYS` days of
 * India's calendar, or overdue: a complaint's due date is its day of receipt plus `RESPONSE_DAYS`.
 */
export function complaintsDueSoonBefore(now: Date): string {
  return startOfIndianDay(addDays(indianDate(now), COMPLAINT_DUE_SOON_DAYS - RESPONSE_DAYS + 1));
}

/** Complaints received before this instant (ISO) are past their due date (still open, they are overdue). */
export function complaintsOverdueBefore(now: Date): string {
  return startOfIndianDay(addDays(indianDate(now), -RESPONSE_DAYS));
}

/** Returns requested before this instant (ISO) waited longer than `RETURN_DECISION_DAYS` for a decision. */
export function returnsOverdueBefore(now: Date): string {
  return new Date(now.getTime() - RETURN_DECISION_DAYS * 86_400_000).toISOString();
}

/** The admin list showing each kind's entries, the most pressing first. */
export const TODO_LINKS: Readonly<Record<TodoKind, string>> = {
  utrs: `/admin/orders?${new URLSearchParams({ payment: PAYMENT_SUBMITTED, sort: "created", dir: "asc" })}`,
  ship: `/admin/orders?${new URLSearchParams({ todo: "ship", sort: "created", dir: "asc" })}`,
  complaints: `/admin/complaints?${new URLSearchParams({ status: "Open", dir: "asc" })}`,
  returns: `/admin/returns?${new URLSearchParams({ status: "Requested" })}`,
  refunds: `/admin/orders?${new URLSearchParams({ todo: "refund", sort: "created", dir: "asc" })}`,
  lowStock: `/admin/products?${new URLSearchParams({ sort: "stock", dir: "asc" })}`,
};

/**
 * One line of the to-do list: how many are waiting, and how many of them are urgent: past their
 * due date (UTRs, complaints, returns) or sold out (low stock).
 */
export interface TodoItem {
  kind: TodoKind;
  count: number;
  urgent: number;
}
