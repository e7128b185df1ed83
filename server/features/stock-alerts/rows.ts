import type { Selectable } from "kysely";
import type { Language } from "#domain/i18n/languages.ts";

/** An address waiting to hear that one variant is back in stock (migration 0020). */
export interface StockAlertTable {
  id: string;
  product_id: string;
  variant_id: string;
  /** Lower case: one address waits once per variant, however it was typed. */
  email: string;
  /** The signed-in customer who asked, or null for a visitor. */
  user_id: string | null;
  /** The page's language when the alert was set: a visitor's mail is written in it. */
  language: Language;
  /** SHA-256 (hex) of the token in the mail's unsubscribe link; null until the mail is written. */
  unsubscribe_hash: string | null;
  created_at: string;
  /** When its mail was written to the outbox; null while it waits. */
  notified_at: string | null;
}

export type StockAlertRow = Selectable<StockAlertTable>;
