import type { Selectable } from "kysely";
import type { ReturnReason, ReturnStatus, ReturnWish } from "#domain/returns.ts";

/** The tables of return requests (composed into the database's `DB` in server/db/schema.ts). */

export interface ReturnTable {
  id: string;
  /** `RT-{year}-{n}`. */
  number: string;
  order_id: string;
  user_id: string;
  reason: ReturnReason;
  description: string;
  wish: ReturnWish;
  status: ReturnStatus;
  /** Why it was rejected. */
  decision_note: string | null;
  /** What an approved refund pays back. */
  refund_paise: number | null;
  replacement_order_id: string | null;
  credit_note_id: string | null;
  refund_id: string | null;
  created_at: string;
  decided_at: string | null;
  updated_at: string;
}

export interface ReturnLineTable {
  return_id: string;
  order_item_id: string;
  quantity: number;
}

/** A photo of the problem: its media key (`rp-…`), never served under /media. */
export interface ReturnPhotoTable {
  return_id: string;
  position: number;
  media_key: string;
}

export type ReturnRow = Selectable<ReturnTable>;
