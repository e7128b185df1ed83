import type { Selectable } from "kysely";

/** The tables of grievances (composed into the database's `DB` in server/db/schema.ts). */

/** A grievance and the officer's reply (see services/complaints/). */
export interface ComplaintTable {
  id: string;
  /** `GR-{year}-{number}`. */
  ticket: string;
  year: number;
  number: number;
  name: string;
  email: string;
  /** The order the customer named, if any. */
  order_id: string | null;
  /** The account it was written from (migration 0024), or null: a visitor's. */
  user_id: string | null;
  message: string;
  status: "Open" | "Resolved";
  reply: string | null;
  received_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

export type ComplaintRow = Selectable<ComplaintTable>;
