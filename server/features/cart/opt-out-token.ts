import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a cart reminder's opt-out link (docs/product/orders.md#cart-reminder): the
 * customer's id and its HMAC under a key derived from the session secret for this purpose alone.
 * Signed rather than drawn and stored: the choice belongs to the account, not to one mail, so
 * every reminder's link keeps working and nothing is kept to look it up.
 */

const PURPOSE = "vanaushadhi: cart reminder opt-out";

function signature(secret: string, userId: string): string {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(userId).digest("base64url");
}

export function optOutToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The customer a token speaks for, or null when it was not made by this shop. */
export function optOutUserId(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
