/** Account shapes the profile page renders (cards masked, as everywhere). */

export interface AddressView {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface CardView {
  id: string;
  brand: string;
  cardNumber: string;
  expiryDate: string;
  cardHolderName: string;
}

/** SPEC.md: saved entries are shown only when every field is present. */
export function isComplete<T extends object>(entry: T): boolean {
  return Object.values(entry).every((v) => typeof v !== "string" || v.trim() !== "");
}
