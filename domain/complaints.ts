import { addDays, indianDate } from "./india/time.ts";

/**
 * Grievances under the Consumer Protection (E-Commerce) Rules, 2020
 * (docs/product/complaints-and-policies.md#complaints): each complaint gets a ticket at once and
 * an answer within a month.
 */
export const COMPLAINT_STATUSES = ["Open", "Resolved"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Days the grievance officer has to resolve a complaint (the Rules' one month). */
export const RESPONSE_DAYS = 30;

/** `GR-{year}-{n}`: n counts the year's complaints from 1, without gaps. */
export function complaintTicket(year: number, n: number): string {
  return `GR-${year}-${n}`;
}

/** The year a complaint is numbered in: India's, so one sent at 00:30 IST on 1 January starts the new year. */
export function ticketYear(receivedAt: Date): number {
  return Number(indianDate(receivedAt).slice(0, 4));
}

/** The last day for the answer (YYYY-MM-DD, India's calendar). */
export function complaintDueDate(receivedAt: string): string {
  return addDays(indianDate(new Date(receivedAt)), RESPONSE_DAYS);
}

/** Still open after its due date. */
export function isOverdue(complaint: { status: ComplaintStatus; dueDate: string }, now: Date): boolean {
  return complaint.status === "Open" && indianDate(now) > complaint.dueDate;
}

/** A complaint as the admin panel and its API show it. */
export interface ComplaintView {
  id: string;
  ticket: string;
  name: string;
  email: string;
  /** The order number as customers see it (last 8 characters of the order id, upper case), if one was given. */
  orderNumber: string | null;
  message: string;
  status: ComplaintStatus;
  /** ISO-8601. */
  receivedAt: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  reply: string | null;
  resolvedAt: string | null;
}
