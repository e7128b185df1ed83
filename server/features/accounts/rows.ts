import type { Language } from "#domain/i18n/languages.ts";

/** The tables of customers' profiles, addresses and cards, and the sign-in guard's records (composed into the database's `DB` in server/db/schema.ts). */

export interface ProfileTable {
  user_id: string;
  full_name: string;
  email: string;
  phone_number: string;
  role: "user" | "admin";
  /** The language the customer last read the shop in: their mails are written in it (migration 0012). */
  language: Language;
  created_at: string;
  updated_at: string;
}

export interface AddressTable {
  id: string;
  user_id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Who receives the parcel (the customer's own name when left blank) and how the courier reaches them. */
  recipient: string;
  mobile: string;
  landmark: string;
  created_at: string;
}

/** Masked only (docs/product/payments.md#cards): never the full number, never the CVV. */
export interface SavedCardTable {
  id: string;
  user_id: string;
  brand: string;
  last4: string;
  expiry: string;
  holder_name: string;
  created_at: string;
}

/** Better Auth's own table (its migrations create it); we only read these columns. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
}

/** One wrong password for an account from an address (services/login-guard.ts). */
export interface LoginFailureTable {
  account: string;
  ip: string;
  failed_at: number;
}

/** An account blocked from an address until a time. */
export interface LoginLockTable {
  account: string;
  ip: string;
  locked_until: number;
}
