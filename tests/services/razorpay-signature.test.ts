import { describe, expect, it } from "vitest";
import {
  checkoutSignature,
  hmacSha256Hex,
  sameSignature,
  webhookSignature,
} from "#server/features/payments/razorpay-signature.ts";

describe("Razorpay's signatures", () => {
  it("are HMAC-SHA256 in hex: RFC 4231 test case 2", () => {
    expect(hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  // The examples of Razorpay's own Node SDK (razorpay/razorpay-node, test/utils/razorpay-utils.spec.js).
  it("sign Checkout's answer over order_id|payment_id with the key secret, as Razorpay's SDK checks it", () => {
    expect(checkoutSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l")).toBe(
      "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
    );
  });

  it("sign a webhook's body as sent with the webhook secret, as Razorpay's SDK checks it", () => {
    expect(webhookSignature("123456", '{"a":1,"b":2,"c":{"d":3}}')).toBe(
      "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
    );
    // The body as sent, byte for byte: the same JSON spaced otherwise is another message.
    expect(webhookSignature("123456", '{"a": 1, "b": 2, "c": {"d": 3}}')).not.toBe(
      "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
    );
  });

  it("are compared whole: equal is true, one character off, another length or empty is false, without throwing", () => {
    const signature = webhookSignature("123456", "body");
    const oneOff = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect(sameSignature(signature, signature)).toBe(true);
    expect(sameSignature(signature, oneOff)).toBe(false);
    expect(sameSignature(signature, signature.slice(0, 10))).toBe(false);
    expect(sameSignature(signature, `${signature}00`)).toBe(false);
    expect(sameSignature(signature, "")).toBe(false);
    expect(sameSignature(signature, signature.toUpperCase())).toBe(false);
    // Same length in characters, not in bytes: still refused, not thrown.
    expect(sameSignature(signature, "é".repeat(64))).toBe(false);
  });
});
