import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { type RazorpayTestServer, startRazorpayServer } from "#tests/support/razorpay-server.ts";
import { ADMIN } from "./global-setup.ts";
import { type RunningServer, startServer } from "./server.ts";

/**
 * A shop of its own, set up with Razorpay's keys, beside a Razorpay-compatible server
 * (tests/support/razorpay-server.ts) that this test file drives: the customer paying in Checkout,
 * webhooks, refunds. The shared shop of the other browser tests has no keys, so 'Pay online' is
 * offered here only.
 */
export async function startShopWithRazorpay(
  options: Parameters<typeof startRazorpayServer>[0] = {},
): Promise<{ shop: RunningServer; razorpay: RazorpayTestServer; stop(): Promise<void> }> {
  const razorpay = await startRazorpayServer(options);
  // The run's demo pictures copied in, so the seed need not draw them again.
  const dataDir = mkdtempSync(join(tmpdir(), "vanaushadhi-razorpay-"));
  cpSync(join(inject("dataDir"), "media"), join(dataDir, "media"), { recursive: true });
  const shop = await startServer({
    ...razorpay.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: "100000",
  });
  return {
    shop,
    razorpay,
    async stop() {
      await shop.stop();
      await razorpay.close();
    },
  };
}
