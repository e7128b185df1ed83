/** Account shapes the profile page renders (cards masked, as everywhere). */

export interface AddressView {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Optional: who receives the parcel, a mobile number for the courier, a landmark. */
  recipient: string;
  mobile: string;
  landmark: string;
}

/** What an address or a card must have to be offered (the optional parts of an address may be blank). */
const REQUIRED_FIELDS = new Set([
  "id",
  "street",
  "city",
  "state",
  "zip",
  "brand",
  "cardNumber",
  "expiryDate",
  "cardHolderName",
]);

export interface CardView {
  id: string;
  brand: string;
  cardNumber: string;
  expiryDate: string;
  cardHolderName: string;
}

/** Saved entries are shown only when every field is present (every required one; docs/product/pages.md#profile). */
export function isComplete<T extends object>(entry: T): boolean {
  return Object.entries(entry).every(
    ([key, v]) => !REQUIRED_FIELDS.has(key) || typeof v !== "string" || v.trim() !== "",
  );
}
