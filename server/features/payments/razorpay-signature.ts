import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's signatures: hex HMAC-SHA256. The shop checks them (server/features/payments/razorpay.ts)
 * and the tests' Razorpay makes them (tests/support/razorpay-server.ts), with these same functions.
 */

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/**
 * Whether a signature given by a caller is the one expected, in time that does not tell how much
 * of it was right. Signatures of another length are refused before the comparison, which needs
 * equal lengths (and the length of an HMAC-SHA256 in hex is no secret).
 */
export function sameSignature(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected, "utf8");
  const givenBytes = Buffer.from(given, "utf8");
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}

/** What Razorpay Checkout hands the page on success: keyed with the API key secret, over `order_id|payment_id`. */
export function checkoutSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** What a webhook carries in X-Razorpay-Signature: keyed with the webhook secret, over the body exactly as sent. */
export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}
